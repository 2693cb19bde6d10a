#!/usr/bin/env python3
"""An agent that crashes on a line that is JSON but not an object, for
tests/kit/outside_crate.rs: the agent command given as arguments (the test agent)
behind a front that passes every other line on, and dies of an exception on a
JSON array or number, as a naive agent would."""

import json
import subprocess
import sys

agent = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE)
try:
    for line in sys.stdin.buffer:
        try:
            message = json.loads(line)
        except ValueError:
            message = {}  # not JSON at all: the agent answers that itself
        if not isinstance(message, dict):
            raise TypeError(f"a message must be an object, got {type(message).__name__}")
        agent.stdin.write(line)
        agent.stdin.flush()
    agent.stdin.close()
    sys.exit(agent.wait())
finally:
    if agent.poll() is None:
        agent.kill()
