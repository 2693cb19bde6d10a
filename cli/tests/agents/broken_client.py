#!/usr/bin/env python3
"""A deliberately broken ACP client, for the tests of `acp check client`.

    python3 broken_client.py AGENT_COMMAND [ARGS...]

It starts the agent, sends session/new (with a relative cwd) before initialize,
then initialize without a protocol version, prompts once the session exists,
never answers the agent's requests, and ignores the end of its own input.
"""

import json
import subprocess
import sys
import time

agent = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def send(message):
    agent.stdin.write((json.dumps(message) + "\n").encode())
    agent.stdin.flush()


send({"jsonrpc": "2.0", "id": 2, "method": "session/new", "params": {"cwd": ".", "mcpServers": []}})
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}})
for line in agent.stdout:
    message = json.loads(line)
    if message.get("id") == 2 and "result" in message:
        session = message["result"]["sessionId"]
        send({"jsonrpc": "2.0", "id": 3, "method": "session/prompt",
              "params": {"sessionId": session, "prompt": [{"type": "text", "text": "hi"}]}})
    if message.get("id") == 3:
        break
time.sleep(60)
