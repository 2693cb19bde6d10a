#!/usr/bin/env python3
"""An ACP client written with the Python SDK (PyPI `agent-client-protocol`).

    python3 tests/python/client.py AGENT_COMMAND [ARGS...]

Spawns the agent (the Rust test agent, examples/test_agent.rs, which follows the
test-agent prompt convention) and runs one full session: initialize, session/new,
session/set_config_option, the prompts `stream 3`, `echo ...`, `read /x` (answered
with the convention's canned content), `write ...`, `permission` (first option),
`meta` with a request `_meta`, `wait 60000` ended by session/cancel after ~100 ms,
the extension request `_acp.test/echo` and the extension notification
`_acp.test/note`.

Prints ONE JSON line, the report, on stdout: what each step returned, what the
client saw (session updates, agent->client requests) and the raw JSON-RPC messages
(`wire`) as the SDK's connection observer saw them. Step failures are recorded in
`errors` instead of aborting, so the Rust test (tests/interop/interop_python.rs) can say
exactly what went wrong. Exit status: 0 when the report was printed, 2 on bad usage,
3 when the SDK is not installed.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
import traceback
from typing import Any

try:
    from importlib.metadata import version as _dist_version

    import acp
    from acp.schema import (
        AllowedOutcome,
        ClientCapabilities,
        FileSystemCapabilities,
        Implementation,
        ReadTextFileResponse,
        RequestPermissionResponse,
    )
except ImportError as exc:  # pragma: no cover - reported to the Rust test
    print(
        json.dumps(
            {
                "fatal": f"the Python SDK is not importable ({exc}); the tests run this script "
                "with target/interop/python-venv/bin/python, which has tests/python/requirements.txt"
            }
        )
    )
    sys.exit(3)

CANNED_FILE = "fixed file content\nline 2\n"
PROMPT_META = {"traceparent": "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01", "x": [1, {"y": None}]}


def dump(model: Any) -> Any:
    if hasattr(model, "model_dump"):
        return model.model_dump(mode="json", by_alias=True, exclude_none=True)
    return model


class RecordingClient:
    """Answers the agent with the convention's canned answers and records everything."""

    def __init__(self) -> None:
        self.updates: list[dict[str, Any]] = []
        self.requests: list[dict[str, Any]] = []
        self.ext: list[dict[str, Any]] = []

    async def session_update(self, session_id: str, update: Any, **kwargs: Any) -> None:
        self.updates.append({"sessionId": session_id, "update": dump(update), "meta": kwargs or None})

    async def request_permission(self, session_id: str, tool_call: Any, options: list[Any], **kwargs: Any):
        self.requests.append(
            {
                "method": "session/request_permission",
                "sessionId": session_id,
                "toolCall": dump(tool_call),
                "options": [dump(o) for o in options],
            }
        )
        outcome = AllowedOutcome(outcome="selected", option_id=options[0].option_id)
        return RequestPermissionResponse(outcome=outcome)

    async def read_text_file(self, session_id: str, path: str, line: Any = None, limit: Any = None, **kwargs: Any):
        self.requests.append(
            {"method": "fs/read_text_file", "sessionId": session_id, "path": path, "line": line, "limit": limit}
        )
        if "force-error" in path:
            raise acp.RequestError.resource_not_found(path)
        return ReadTextFileResponse(content=CANNED_FILE)

    async def write_text_file(self, session_id: str, path: str, content: str, **kwargs: Any):
        self.requests.append({"method": "fs/write_text_file", "sessionId": session_id, "path": path, "content": content})
        # The SDK's Client protocol types this handler `-> WriteTextFileResponse | None`;
        # returning None is what a Python client naturally does (see the wire check in
        # tests/interop/interop_python.rs).
        return None

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.ext.append({"kind": "request", "method": method, "params": params})
        raise acp.RequestError.method_not_found(method)

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        self.ext.append({"kind": "notification", "method": method, "params": params})


def chunks_of(client: RecordingClient, start: int) -> list[str]:
    out = []
    for entry in client.updates[start:]:
        update = entry["update"]
        if update.get("sessionUpdate") == "agent_message_chunk" and update["content"].get("type") == "text":
            out.append(update["content"]["text"])
    return out


async def run(argv: list[str]) -> dict[str, Any]:
    report: dict[str, Any] = {"errors": [], "sdk": {"name": "agent-client-protocol"}}
    report["sdk"]["version"] = _dist_version("agent-client-protocol")
    wire: list[dict[str, Any]] = []
    report["wire"] = wire

    def observe(event: Any) -> None:
        wire.append({"dir": "out" if event.direction.value == "outgoing" else "in", "msg": event.message})

    client = RecordingClient()
    async with acp.spawn_agent_process(
        client,
        argv[0],
        *argv[1:],
        transport_kwargs={"stderr": None},  # inherit: the agent's logs go to the test's stderr
        observers=[observe],
    ) as (conn, _process):

        async def step(name: str, coro: Any, timeout: float = 10.0) -> Any:
            try:
                return await asyncio.wait_for(coro, timeout)
            except Exception as exc:  # noqa: BLE001 - everything is reported
                report["errors"].append(f"{name}: {type(exc).__name__}: {exc!r} {traceback.format_exc(limit=3)}")
                return None

        init = await step(
            "initialize",
            conn.initialize(
                protocol_version=acp.PROTOCOL_VERSION,
                client_capabilities=ClientCapabilities(
                    fs=FileSystemCapabilities(read_text_file=True, write_text_file=True)
                ),
                client_info=Implementation(name="py-interop-client", version="0.0.1"),
            ),
        )
        report["initialize"] = dump(init)
        if init is None:
            return report

        new = await step("session/new", conn.new_session(cwd="/", mcp_servers=[]))
        report["session_new"] = dump(new)
        if new is None:
            return report
        sid = new.session_id

        config = await step("session/set_config_option", conn.set_config_option(config_id="model", session_id=sid, value="smart"))
        report["set_config_option"] = dump(config)

        async def prompt(name: str, text: str, **meta: Any) -> dict[str, Any]:
            start = len(client.updates)
            response = await step(name, conn.prompt(session_id=sid, prompt=[acp.text_block(text)], **meta))
            return {"response": dump(response), "chunks": chunks_of(client, start)}

        report["stream"] = await prompt("stream", "stream 3")
        report["echo"] = await prompt("echo", "echo hello  world")
        report["read"] = await prompt("read", "read /x")
        report["read_error"] = await prompt("read_error", "read /force-error")
        report["write"] = await prompt("write", "write /w.txt some text")
        report["permission"] = await prompt("permission", "permission")
        # The SDK has no `_meta` parameter on prompt(): extra keyword arguments become `_meta`.
        report["meta"] = await prompt("meta", "meta", **PROMPT_META)

        # wait 60000, then session/cancel after ~100 ms.
        pending = asyncio.ensure_future(conn.prompt(session_id=sid, prompt=[acp.text_block("wait 60000")]))
        await asyncio.sleep(0.1)
        sent = time.monotonic()
        await step("session/cancel", conn.cancel(session_id=sid))
        cancelled = await step("wait", pending, timeout=5.0)
        report["cancel"] = {"response": dump(cancelled), "seconds": round(time.monotonic() - sent, 3)}

        # Extension methods: the SDK adds the leading `_` to the name.
        report["ext_echo"] = await step(
            "_acp.test/echo", conn.ext_method("acp.test/echo", {"a": 1, "nested": {"b": [1, 2]}})
        )
        start = len(client.updates)
        await step("_acp.test/note", conn.ext_notification("acp.test/note", {"sessionId": sid, "n": 7}))
        deadline = time.monotonic() + 5
        while not any(c.startswith("note: ") for c in chunks_of(client, start)) and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        report["note_chunks"] = chunks_of(client, start)

    report["agent_requests"] = client.requests
    report["client_ext"] = client.ext
    report["updates"] = client.updates
    return report


def main() -> int:
    if len(sys.argv) < 2:
        print("usage: client.py AGENT_COMMAND [ARGS...]", file=sys.stderr)
        return 2
    try:
        report = asyncio.run(run(sys.argv[1:]))
    except Exception as exc:  # noqa: BLE001
        report = {"fatal": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()}
    print(json.dumps(report, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
