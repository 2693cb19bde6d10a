#!/usr/bin/env python3
"""A deliberately broken ACP agent, for the tests of `acp check agent`.

    python3 broken_agent.py internal-error   # see below
    python3 broken_agent.py silent           # never answers, ignores the end of stdin

internal-error: writes a log line on stdout, echoes whatever protocol version it is
asked for, answers every other request with -32603, answers notifications (with an
error whose id is null) and says nothing about lines that are not JSON.
"""

import json
import sys
import time


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def internal_error():
    print("broken agent starting", flush=True)
    for line in sys.stdin:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if not isinstance(message, dict):
            continue
        if "id" not in message:
            send({"jsonrpc": "2.0", "id": None, "error": {"code": -32603, "message": "notification"}})
        elif message.get("method") == "initialize":
            version = message.get("params", {}).get("protocolVersion")
            send({"jsonrpc": "2.0", "id": message["id"],
                  "result": {"protocolVersion": version, "agentCapabilities": {}}})
        else:
            send({"jsonrpc": "2.0", "id": message["id"],
                  "error": {"code": -32603, "message": "Internal error"}})


def silent():
    for _ in sys.stdin:
        pass
    time.sleep(60)


if __name__ == "__main__":
    {"internal-error": internal_error, "silent": silent}[sys.argv[1]]()
