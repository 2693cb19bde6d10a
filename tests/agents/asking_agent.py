#!/usr/bin/env python3
"""An ACP v1 agent, in raw JSON lines, that asks permission the way qwen-code and
gemini-cli do, and records what its client sends, in order.

    asking_agent.py RECORD [--abort-on-cancel]

Every line it reads is appended to RECORD as it arrives. Each prompt reports a
tool call (kind `edit`, no status, as the official SDKs send a pending one) and
asks `session/request_permission` for it with the options `allow_always` first:
"Always allow", "Allow once", "Reject", "Never". When the answer comes, the turn
says `answer: <outcome as JSON>` and ends `end_turn`; a `session/cancel` that
came before the answer ends it `cancelled` instead (an agent reading in order
takes the answer of a cancelled turn as the cancel's, not the user's), or, with
`--abort-on-cancel`, answers the prompt with the error qwen-code answers a
cancelled prompt with (-32603 "Request was aborted").
"""
import json
import sys

record = open(sys.argv[1], "a")
abort_on_cancel = "--abort-on-cancel" in sys.argv[2:]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def result(id, value):
    send({"jsonrpc": "2.0", "id": id, "result": value})


def update(session, value):
    send({"jsonrpc": "2.0", "method": "session/update",
          "params": {"sessionId": session, "update": value}})


OPTIONS = [
    {"optionId": "always", "name": "Always allow", "kind": "allow_always"},
    {"optionId": "once", "name": "Allow once", "kind": "allow_once"},
    {"optionId": "reject", "name": "Reject", "kind": "reject_once"},
    {"optionId": "never", "name": "Never", "kind": "reject_always"},
]

turns = {}  # permission request id -> [prompt id, session, cancelled]
asked = 0
for line in sys.stdin:
    record.write(line if line.endswith("\n") else line + "\n")
    record.flush()
    message = json.loads(line)
    method = message.get("method")
    if method == "initialize":
        result(message["id"], {"protocolVersion": 1, "agentCapabilities": {},
                               "agentInfo": {"name": "asking-agent", "version": "1.0.0"}})
    elif method == "session/new":
        result(message["id"], {"sessionId": "s-1"})
    elif method == "session/prompt":
        session = message["params"]["sessionId"]
        asked += 1
        question = f"perm-{asked}"
        turns[question] = [message["id"], session, False]
        update(session, {"sessionUpdate": "tool_call", "toolCallId": f"call-{asked}",
                         "title": "Edit README.md", "kind": "edit"})
        send({"jsonrpc": "2.0", "id": question, "method": "session/request_permission",
              "params": {"sessionId": session,
                         "toolCall": {"toolCallId": f"call-{asked}", "title": "Edit README.md"},
                         "options": OPTIONS}})
    elif method == "session/cancel":
        for turn in turns.values():
            if turn[1] == message["params"]["sessionId"]:
                turn[2] = True
    elif method is None and message.get("id") in turns:
        prompt, session, cancelled = turns.pop(message["id"])
        if cancelled and abort_on_cancel:
            send({"jsonrpc": "2.0", "id": prompt,
                  "error": {"code": -32603, "message": "Request was aborted"}})
        elif cancelled:
            result(prompt, {"stopReason": "cancelled"})
        else:
            outcome = message.get("result", {}).get("outcome")
            update(session, {"sessionUpdate": "agent_message_chunk",
                             "content": {"type": "text", "text": "answer: " + json.dumps(outcome)}})
            result(prompt, {"stopReason": "end_turn"})
    elif "id" in message and method is not None:
        send({"jsonrpc": "2.0", "id": message["id"],
              "error": {"code": -32601, "message": f"Method not found: {method}"}})
