#!/usr/bin/env python3
"""A deliberately broken ACP agent, for the tests of `acp check agent`.

    python3 broken_agent.py internal-error   # see below
    python3 broken_agent.py silent           # never answers, ignores the end of stdin
    python3 broken_agent.py crash            # logs 30 lines on stderr, then dies of an exception
    python3 broken_agent.py chatty           # a small agent that does what the spec allows
    python3 broken_agent.py late             # the same, breaking the rules chatty keeps
    python3 broken_agent.py same-tool-call   # chatty, with the tool call `call-1` in every turn

internal-error: writes a log line on stdout, echoes whatever protocol version it is
asked for, answers every other request with -32603, answers notifications (with an
error whose id is null) and says nothing about lines that are not JSON.

chatty: answers initialize and session/new, echoes every prompt back as one chunk;
during a turn it also sends an update for the other session it opened (sessions
are independent), and after the turn's response a session_info_update with a
title (session metadata may come at any time), as claude-agent-acp does.
late: the same, but its extra update names a session it never opened, and after
the response it sends one more message chunk of the turn.
same-tool-call: chatty, reporting a tool call in every turn, always with the id
`call-1` (a tool call id is unique within its session: clients key tool calls
by it), as examples/coding_agent.rs once did.
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


def crash():
    for i in range(30):
        print(f"broken agent: loading plugin {i} of 30", file=sys.stderr, flush=True)
    for line in sys.stdin:
        handle_badly(json.loads(line))


def handle_badly(message):
    return message["params"]["no_such_field"]


def update(session, body):
    send({"jsonrpc": "2.0", "method": "session/update",
          "params": {"sessionId": session, "update": body}})


def polite(late, same_call=False):
    sessions = []
    for line in sys.stdin:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if not isinstance(message, dict) or "id" not in message or "method" not in message:
            continue
        method, params, id = message["method"], message.get("params") or {}, message["id"]
        if method == "initialize":
            send({"jsonrpc": "2.0", "id": id, "result": {
                "protocolVersion": 1, "agentCapabilities": {},
                "agentInfo": {"name": "chatty", "version": "1"}}})
        elif method == "session/new":
            sessions.append(f"s{len(sessions)}")
            send({"jsonrpc": "2.0", "id": id, "result": {"sessionId": sessions[-1]}})
        elif method == "session/prompt":
            session = params["sessionId"]
            text = "".join(b.get("text", "") for b in params["prompt"])
            other = "never-opened" if late else next((s for s in sessions if s != session), session)
            update(other, {"sessionUpdate": "available_commands_update", "availableCommands": []})
            if same_call:
                update(session, {"sessionUpdate": "tool_call", "toolCallId": "call-1",
                                 "title": "Edit a file", "kind": "edit", "status": "pending"})
                update(session, {"sessionUpdate": "tool_call_update", "toolCallId": "call-1",
                                 "status": "completed"})
            update(session, {"sessionUpdate": "agent_message_chunk",
                             "content": {"type": "text", "text": text}})
            send({"jsonrpc": "2.0", "id": id, "result": {"stopReason": "end_turn"}})
            update(session, {"sessionUpdate": "session_info_update", "title": text[:20]})
            if late:
                update(session, {"sessionUpdate": "agent_message_chunk",
                                 "content": {"type": "text", "text": "one more thing"}})
        else:
            send({"jsonrpc": "2.0", "id": id,
                  "error": {"code": -32601, "message": "Method not found"}})


if __name__ == "__main__":
    {
        "internal-error": internal_error,
        "silent": silent,
        "crash": crash,
        "chatty": lambda: polite(late=False),
        "late": lambda: polite(late=True),
        "same-tool-call": lambda: polite(late=False, same_call=True),
    }[sys.argv[1]]()
