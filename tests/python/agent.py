#!/usr/bin/env python3
"""An ACP agent written with the Python SDK (PyPI `agent-client-protocol`), on stdio.

    python3 tests/python/agent.py

Driven by a client written with our `#[acp_client]` macro (tests/interop/interop_python.rs).
The first word of the prompt's first text block is the command:

- `turn PATH`: streams the chunks `Hello`, `, `, `world`; reports tool call `call-1`
  (kind read, pending), moves it to in_progress, calls `fs/read_text_file`
  (PATH, line 2, limit 2), `session/request_permission` (options allow-once,
  reject-once) and the client's extension request `_py.test/ping` `{"n": 41}`,
  sends the extension notification `_py.test/progress`, completes `call-1` with the
  file's content, and ends with one chunk: a JSON summary of the answers (file
  content, permission outcome, ping result, the client capabilities as this SDK
  parsed them). The response's `_meta` is the request's `_meta`.
- `wait MS`: waits MS milliseconds or until `session/cancel` for the session
  (then `cancelled`).
- `meta`: no updates; the response's `_meta` is `{"sessionId": <the session id the
  handler was given>, "meta": <the request's _meta as the handler got it>}`.
- anything else: one chunk with the prompt text.

The extension request `_py.test/echo` returns `{"method": <name>, "params": <params>}`;
the extension notification `_py.test/note` answers with a chunk `note: <params>` on the
session named by `params.sessionId`.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

import acp
from acp.schema import (
    AgentCapabilities,
    Implementation,
    InitializeResponse,
    NewSessionResponse,
    PermissionOption,
    PromptResponse,
    ToolCallLocation,
    ToolCallUpdate,
)


def dump(model: Any) -> Any:
    if hasattr(model, "model_dump"):
        return model.model_dump(mode="json", by_alias=True, exclude_none=True)
    return model


class InteropAgent:
    def __init__(self) -> None:
        self.conn: Any = None
        self.client_capabilities: Any = None
        self.next_session = 0
        self.cancel_events: dict[str, asyncio.Event] = {}

    def on_connect(self, conn: Any) -> None:
        self.conn = conn

    async def initialize(self, protocol_version: int, client_capabilities: Any = None, client_info: Any = None, **kwargs: Any):
        self.client_capabilities = dump(client_capabilities)
        return InitializeResponse(
            protocol_version=protocol_version,
            agent_capabilities=AgentCapabilities(field_meta={"py.test": {"echo": True, "note": True}}),
            agent_info=Implementation(name="py-interop-agent", version="0.0.1"),
        )

    async def new_session(self, cwd: str, mcp_servers: Any = None, **kwargs: Any):
        session_id = f"py-{self.next_session}"
        self.next_session += 1
        self.cancel_events[session_id] = asyncio.Event()
        return NewSessionResponse(session_id=session_id)

    async def chunk(self, session_id: str, text: str) -> None:
        await self.conn.session_update(session_id=session_id, update=acp.update_agent_message_text(text))

    async def prompt(self, session_id: str, prompt: list[Any], **kwargs: Any):
        # The SDK hands the request's `_meta` to the handler as extra keyword arguments.
        meta = kwargs or None
        texts = [block.text for block in prompt if getattr(block, "type", None) == "text"]
        words = texts[0].split() if texts else []
        command = words[0] if words else ""
        cancelled = self.cancel_events.setdefault(session_id, asyncio.Event())
        cancelled.clear()

        if command == "turn":
            path = words[1]
            for text in ["Hello", ", ", "world"]:
                await self.chunk(session_id, text)
            await self.conn.session_update(
                session_id=session_id,
                update=acp.start_tool_call(
                    "call-1", f"Read {path}", kind="read", status="pending", locations=[ToolCallLocation(path=path)]
                ),
            )
            await self.conn.session_update(
                session_id=session_id, update=acp.update_tool_call("call-1", status="in_progress")
            )
            file = await self.conn.read_text_file(session_id=session_id, path=path, line=2, limit=2)
            permission = await self.conn.request_permission(
                session_id=session_id,
                tool_call=ToolCallUpdate(tool_call_id="call-1", title=f"Read {path}", kind="read", status="pending"),
                options=[
                    PermissionOption(option_id="allow-once", name="Allow once", kind="allow_once"),
                    PermissionOption(option_id="reject-once", name="Reject once", kind="reject_once"),
                ],
            )
            ping = await self.conn.ext_method("py.test/ping", {"n": 41})
            await self.conn.ext_notification("py.test/progress", {"step": "answered"})
            await self.conn.session_update(
                session_id=session_id,
                update=acp.update_tool_call(
                    "call-1", status="completed", content=[acp.tool_content(acp.text_block(file.content))]
                ),
            )
            summary = {
                "file": file.content,
                "permission": dump(permission.outcome),
                "ping": ping,
                "clientCapabilities": self.client_capabilities,
            }
            await self.chunk(session_id, json.dumps(summary, sort_keys=True))
            return PromptResponse(stop_reason="end_turn", field_meta=meta)

        if command == "wait":
            try:
                await asyncio.wait_for(cancelled.wait(), int(words[1]) / 1000)
            except asyncio.TimeoutError:
                return PromptResponse(stop_reason="end_turn")
            return PromptResponse(stop_reason="cancelled")

        if command == "meta":
            return PromptResponse(stop_reason="end_turn", field_meta={"sessionId": session_id, "meta": meta})

        await self.chunk(session_id, "".join(texts))
        return PromptResponse(stop_reason="end_turn")

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        event = self.cancel_events.get(session_id)
        if event is not None:
            event.set()

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        if method == "py.test/echo":
            return {"method": method, "params": params}
        raise acp.RequestError.method_not_found(f"_{method}")

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        if method == "py.test/note" and isinstance(params.get("sessionId"), str):
            await self.chunk(params["sessionId"], "note: " + json.dumps(params, sort_keys=True))


async def main() -> None:
    await acp.run_agent(InteropAgent())


if __name__ == "__main__":
    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        sys.exit(130)
