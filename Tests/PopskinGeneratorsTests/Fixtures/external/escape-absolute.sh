#!/bin/sh
cat >/dev/null
echo '{"files":[{"path":"/tmp/popskin-absolute-escape.txt","contents":"x"}]}'
