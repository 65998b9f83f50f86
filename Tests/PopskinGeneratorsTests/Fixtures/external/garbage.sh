#!/bin/sh
cat >/dev/null
echo "hello, I am not JSON"
