#!/bin/sh
cat >/dev/null
echo '{"files":[{"path":"ok.txt","contents":"fine"},{"path":"../escaped.txt","contents":"x"}]}'
