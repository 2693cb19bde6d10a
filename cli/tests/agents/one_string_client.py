#!/usr/bin/env python3
"""A small ACP client that takes its agent as ONE command line, run by a shell, as
the TypeScript SDK's example client and acpx do:

    python3 one_string_client.py 'AGENT COMMAND LINE'

It initializes (with clientInfo), opens a session in its working directory, sends
each line of its stdin as a prompt and prints the agent's text; it answers a
permission request with the first option and any other request with -32601. At the
end of its input it closes the agent's stdin, waits for it and exits.
"""

import json
import os
import subprocess
import sys

agent = subprocess.Popen(sys.argv[1], shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
next_id = 0


def send(message):
    agent.stdin.write((json.dumps(message) + "\n").encode())
    agent.stdin.flush()


def call(method, params):
    """Sends a request; serves the agent until its answer arrives."""
    global next_id
    next_id += 1
    send({"jsonrpc": "2.0", "id": next_id, "method": method, "params": params})
    for line in agent.stdout:
        message = json.loads(line)
        if "method" in message and "id" in message:
            if message["method"] == "session/request_permission":
                option = message["params"]["options"][0]["optionId"]
                result = {"outcome": {"outcome": "selected", "optionId": option}}
                send({"jsonrpc": "2.0", "id": message["id"], "result": result})
            else:
                error = {"code": -32601, "message": "Method not found"}
                send({"jsonrpc": "2.0", "id": message["id"], "error": error})
        elif message.get("method") == "session/update":
            content = message["params"]["update"].get("content") or {}
            print(content.get("text", ""), end="", flush=True)
        elif message.get("id") == next_id:
            return message
    sys.exit("the agent closed its output")


call("initialize", {"protocolVersion": 1, "clientCapabilities": {},
                    "clientInfo": {"name": "one-string-client", "version": "1"}})
session = call("session/new", {"cwd": os.getcwd(), "mcpServers": []})["result"]["sessionId"]
for line in sys.stdin:
    answer = call("session/prompt", {"sessionId": session,
                                     "prompt": [{"type": "text", "text": line.strip()}]})
    print(f"\n[{answer.get('result', answer.get('error'))}]", flush=True)
agent.stdin.close()
agent.wait()
