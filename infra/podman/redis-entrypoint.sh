#!/bin/sh
# Debian's redis-server turns protected mode on when no password is set, which refuses every client that
# is not on loopback: the other containers. The official image is built with it off; so is this one.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  exec redis-server --protected-mode no "$@"
fi
exec "$@"
