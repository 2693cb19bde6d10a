// Generated from `codegen/schema/v1/schema.json` by `acp-codegen`. Do not edit by hand.

/// JSON RPC Request Id
///
/// An identifier established by the Client that MUST contain a String, Number, or NULL value if included. If it is not included it is assumed to be a notification. The value SHOULD normally not be Null \[1\] and Numbers SHOULD NOT contain fractional parts \[2\]
///
/// The Server MUST reply with the same value in the Response object if included. This member is used to correlate the context between the two objects.
///
/// \[1\] The use of Null as a value for the id member in a Request object is discouraged, because this specification uses a value of Null for Responses with an unknown id. Also, because JSON-RPC 1.0 uses an id value of Null for Notifications this could cause confusion in handling.
///
/// \[2\] Fractional parts may be problematic, since many decimal fractions cannot be represented exactly as binary fractions.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[allow(
    clippy::exhaustive_enums,
    reason = "JSON-RPC 2.0 fixes an id to a string, number or null"
)]
pub enum RequestId {
    /// The JSON-RPC `null` request id.
    Null,
    /// A numeric JSON-RPC request id.
    Number(i64),
    /// A string JSON-RPC request id.
    Str(String),
}
impl From<i64> for RequestId {
    fn from(value: i64) -> Self {
        Self::Number(value)
    }
}
impl From<String> for RequestId {
    fn from(value: String) -> Self {
        Self::Str(value)
    }
}
/// Request to write content to a text file.
///
/// Only available if the client supports the `fs.writeTextFile` capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct WriteTextFileRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// Absolute path to the file to write.
    pub path: String,
    /// The text content to write to the file.
    pub content: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl WriteTextFileRequest {
    /// A `WriteTextFileRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        path: impl Into<String>,
        content: impl Into<String>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            path: path.into(),
            content: content.into(),
            meta: None,
        }
    }
    /// Sets [`WriteTextFileRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A unique identifier for a conversation session between a client and agent.
///
/// Each session has its own context, conversation history, and state, so one
/// agent can run several independent sessions.
///
/// See protocol docs: [Session ID](https://agentclientprotocol.com/protocol/v1/session-setup#session-id)
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct SessionId(pub String);
impl SessionId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for SessionId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for SessionId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for SessionId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for SessionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Request to read content from a text file.
///
/// Only available if the client supports the `fs.readTextFile` capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ReadTextFileRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// Absolute path to the file to read.
    pub path: String,
    /// Line number to start reading from (1-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    /// Maximum number of lines to read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ReadTextFileRequest {
    /// A `ReadTextFileRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>, path: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            path: path.into(),
            line: None,
            limit: None,
            meta: None,
        }
    }
    /// Sets [`ReadTextFileRequest::line`].
    #[must_use]
    pub fn line(mut self, value: impl Into<u32>) -> Self {
        self.line = Some(value.into());
        self
    }
    /// Sets [`ReadTextFileRequest::limit`].
    #[must_use]
    pub fn limit(mut self, value: impl Into<u32>) -> Self {
        self.limit = Some(value.into());
        self
    }
    /// Sets [`ReadTextFileRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request for user permission to execute a tool call.
///
/// Sent when the agent needs authorization before performing a sensitive operation.
///
/// See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v1/tool-calls#requesting-permission)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct RequestPermissionRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// Details about the tool call requiring permission.
    #[serde(rename = "toolCall")]
    pub tool_call: ToolCallUpdate,
    /// Available permission options for the user to choose from.
    pub options: Vec<PermissionOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl RequestPermissionRequest {
    /// A `RequestPermissionRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        tool_call: impl Into<ToolCallUpdate>,
        options: impl Into<Vec<PermissionOption>>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            tool_call: tool_call.into(),
            options: options.into(),
            meta: None,
        }
    }
    /// Sets [`RequestPermissionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// An update to an existing tool call.
///
/// Used to report progress and results as tools execute. All fields except
/// the tool call ID are optional - only changed fields need to be included.
///
/// See protocol docs: [Updating](https://agentclientprotocol.com/protocol/v1/tool-calls#updating)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCallUpdate {
    /// The ID of the tool call being updated.
    #[serde(rename = "toolCallId")]
    pub tool_call_id: ToolCallId,
    /// Update the tool kind.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub kind: Option<ToolKind>,
    /// Update the execution status.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub status: Option<ToolCallStatus>,
    /// Update the human-readable title.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Update the programmatic name of the tool being invoked.
    ///
    /// This field is optional. Omitting it or sending `null` both mean that
    /// the existing name is left unchanged.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub name: Option<String>,
    /// Replace the content collection.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub content: Option<Vec<ToolCallContent>>,
    /// Replace the locations collection.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub locations: Option<Vec<ToolCallLocation>>,
    /// Update the raw input.
    #[serde(
        rename = "rawInput",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub raw_input: Option<serde_json::Value>,
    /// Update the raw output.
    #[serde(
        rename = "rawOutput",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub raw_output: Option<serde_json::Value>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ToolCallUpdate {
    /// A `ToolCallUpdate` with the given required fields; optional ones are unset.
    pub fn new(tool_call_id: impl Into<ToolCallId>) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            kind: None,
            status: None,
            title: None,
            name: None,
            content: None,
            locations: None,
            raw_input: None,
            raw_output: None,
            meta: None,
        }
    }
    /// Sets [`ToolCallUpdate::kind`].
    #[must_use]
    pub fn kind(mut self, value: impl Into<ToolKind>) -> Self {
        self.kind = Some(value.into());
        self
    }
    /// Sets [`ToolCallUpdate::status`].
    #[must_use]
    pub fn status(mut self, value: impl Into<ToolCallStatus>) -> Self {
        self.status = Some(value.into());
        self
    }
    /// Sets [`ToolCallUpdate::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`ToolCallUpdate::name`].
    #[must_use]
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Sets [`ToolCallUpdate::content`].
    #[must_use]
    pub fn content(mut self, value: impl Into<Vec<ToolCallContent>>) -> Self {
        self.content = Some(value.into());
        self
    }
    /// Sets [`ToolCallUpdate::locations`].
    #[must_use]
    pub fn locations(mut self, value: impl Into<Vec<ToolCallLocation>>) -> Self {
        self.locations = Some(value.into());
        self
    }
    /// Sets [`ToolCallUpdate::raw_input`].
    #[must_use]
    pub fn raw_input(mut self, value: impl Into<serde_json::Value>) -> Self {
        self.raw_input = Some(value.into());
        self
    }
    /// Sets [`ToolCallUpdate::raw_output`].
    #[must_use]
    pub fn raw_output(mut self, value: impl Into<serde_json::Value>) -> Self {
        self.raw_output = Some(value.into());
        self
    }
    /// Sets [`ToolCallUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Unique identifier for a tool call within a session.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct ToolCallId(pub String);
impl ToolCallId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for ToolCallId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for ToolCallId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for ToolCallId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for ToolCallId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Categories of tools that can be invoked.
///
/// Tool kinds help clients choose appropriate icons and optimize how they
/// display tool execution progress.
///
/// See protocol docs: [Creating](https://agentclientprotocol.com/protocol/v1/tool-calls#creating)
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ToolKind {
    /// Reading files or data.
    Read,
    /// Modifying files or content.
    Edit,
    /// Removing files or data.
    Delete,
    /// Moving or renaming files.
    Move,
    /// Searching for information.
    Search,
    /// Running commands or code.
    Execute,
    /// Internal reasoning or planning.
    Think,
    /// Retrieving external data.
    Fetch,
    /// Switching the current session mode.
    SwitchMode,
    /// Other tool types (default).
    Other,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl ToolKind {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Read => "read",
            Self::Edit => "edit",
            Self::Delete => "delete",
            Self::Move => "move",
            Self::Search => "search",
            Self::Execute => "execute",
            Self::Think => "think",
            Self::Fetch => "fetch",
            Self::SwitchMode => "switch_mode",
            Self::Other => "other",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Read => Some("read"),
            Self::Edit => Some("edit"),
            Self::Delete => Some("delete"),
            Self::Move => Some("move"),
            Self::Search => Some("search"),
            Self::Execute => Some("execute"),
            Self::Think => Some("think"),
            Self::Fetch => Some("fetch"),
            Self::SwitchMode => Some("switch_mode"),
            Self::Other => Some("other"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for ToolKind {
    fn from(value: &str) -> Self {
        match value {
            "read" => Self::Read,
            "edit" => Self::Edit,
            "delete" => Self::Delete,
            "move" => Self::Move,
            "search" => Self::Search,
            "execute" => Self::Execute,
            "think" => Self::Think,
            "fetch" => Self::Fetch,
            "switch_mode" => Self::SwitchMode,
            "other" => Self::Other,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for ToolKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for ToolKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for ToolKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Execution status of a tool call.
///
/// Tool calls progress through different statuses during their lifecycle.
///
/// See protocol docs: [Status](https://agentclientprotocol.com/protocol/v1/tool-calls#status)
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ToolCallStatus {
    /// The tool call hasn't started running yet because the input is either
    /// streaming or we're awaiting approval.
    Pending,
    /// The tool call is currently running.
    InProgress,
    /// The tool call completed successfully.
    Completed,
    /// The tool call failed with an error.
    Failed,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl ToolCallStatus {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Pending => "pending",
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Pending => Some("pending"),
            Self::InProgress => Some("in_progress"),
            Self::Completed => Some("completed"),
            Self::Failed => Some("failed"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for ToolCallStatus {
    fn from(value: &str) -> Self {
        match value {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for ToolCallStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for ToolCallStatus {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for ToolCallStatus {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Content produced by a tool call.
///
/// Tool calls can produce different types of content including
/// standard content blocks (text, images) or file diffs.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/tool-calls#content)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum ToolCallContent {
    /// Standard content block (text, images, resources).
    #[serde(rename = "content")]
    Content(Content),
    /// File modification shown as a diff.
    #[serde(rename = "diff")]
    Diff(Diff),
    /// Embed a terminal created with `terminal/create` by its id.
    ///
    /// The terminal MUST be added before calling `terminal/release`.
    ///
    /// See protocol docs: [Terminal](https://agentclientprotocol.com/protocol/v1/terminals)
    #[serde(rename = "terminal")]
    Terminal(Terminal),
    /// A display-only reference to another session, such as a subagent.
    ///
    /// Agents send it only when the Client advertised the `subagents` Client
    /// capability.
    ///
    /// See protocol docs: [Sessions](https://agentclientprotocol.com/protocol/v1/tool-calls#sessions)
    #[serde(rename = "session")]
    Session(SessionReference),
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for ToolCallContent {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for ToolCallContent {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "content" | "diff" | "terminal" | "session")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "content" => {
                <Content as serde::Deserialize>::deserialize(rest)
                    .map(Self::Content)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `content`: ", e),
                    ))
            }
            "diff" => {
                <Diff as serde::Deserialize>::deserialize(rest)
                    .map(Self::Diff)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `diff`: ", e),
                    ))
            }
            "terminal" => {
                <Terminal as serde::Deserialize>::deserialize(rest)
                    .map(Self::Terminal)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `terminal`: ", e),
                    ))
            }
            "session" => {
                <SessionReference as serde::Deserialize>::deserialize(rest)
                    .map(Self::Session)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `session`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("type")),
            Some(tag) => {
                match tag {
                    "content" => {
                        crate::generated_support::lenient::from_map::<
                            Content,
                            E,
                        >(map, "type `content`: ")
                            .map(Self::Content)
                    }
                    "diff" => {
                        crate::generated_support::lenient::from_map::<
                            Diff,
                            E,
                        >(map, "type `diff`: ")
                            .map(Self::Diff)
                    }
                    "terminal" => {
                        crate::generated_support::lenient::from_map::<
                            Terminal,
                            E,
                        >(map, "type `terminal`: ")
                            .map(Self::Terminal)
                    }
                    "session" => {
                        crate::generated_support::lenient::from_map::<
                            SessionReference,
                            E,
                        >(map, "type `session`: ")
                            .map(Self::Session)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl ToolCallContent {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Content(_) => "content",
            Self::Diff(_) => "diff",
            Self::Terminal(_) => "terminal",
            Self::Session(_) => "session",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<Content> for ToolCallContent {
    fn from(value: Content) -> Self {
        Self::Content(value)
    }
}
impl From<Diff> for ToolCallContent {
    fn from(value: Diff) -> Self {
        Self::Diff(value)
    }
}
impl From<Terminal> for ToolCallContent {
    fn from(value: Terminal) -> Self {
        Self::Terminal(value)
    }
}
impl From<SessionReference> for ToolCallContent {
    fn from(value: SessionReference) -> Self {
        Self::Session(value)
    }
}
/// Content blocks represent displayable information in the Agent Client Protocol.
///
/// Content blocks appear in:
/// - User prompts sent via `session/prompt`
/// - Language model output streamed through `session/update` notifications
/// - Progress updates and results from tool calls
///
/// This structure is compatible with the Model Context Protocol (MCP), so agents can
/// forward content from MCP tool outputs without transformation.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/content)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum ContentBlock {
    /// Text content. May be plain text or formatted with Markdown.
    ///
    /// All agents MUST support text content blocks in prompts.
    /// Clients SHOULD render this text as Markdown.
    #[serde(rename = "text")]
    Text(TextContent),
    /// Images for visual context or analysis.
    ///
    /// Requires the `image` prompt capability when included in prompts.
    #[serde(rename = "image")]
    Image(ImageContent),
    /// Audio data for transcription or analysis.
    ///
    /// Requires the `audio` prompt capability when included in prompts.
    #[serde(rename = "audio")]
    Audio(AudioContent),
    /// References to resources that the agent can access.
    ///
    /// All agents MUST support resource links in prompts.
    #[serde(rename = "resource_link")]
    ResourceLink(ResourceLink),
    /// Complete resource contents embedded directly in the message.
    ///
    /// Preferred for including context as it avoids extra round-trips.
    ///
    /// Requires the `embeddedContext` prompt capability when included in prompts.
    #[serde(rename = "resource")]
    Resource(EmbeddedResource),
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for ContentBlock {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for ContentBlock {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "text" | "image" | "audio" | "resource_link" | "resource")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "text" => {
                <TextContent as serde::Deserialize>::deserialize(rest)
                    .map(Self::Text)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `text`: ", e),
                    ))
            }
            "image" => {
                <ImageContent as serde::Deserialize>::deserialize(rest)
                    .map(Self::Image)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `image`: ", e),
                    ))
            }
            "audio" => {
                <AudioContent as serde::Deserialize>::deserialize(rest)
                    .map(Self::Audio)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `audio`: ", e),
                    ))
            }
            "resource_link" => {
                <ResourceLink as serde::Deserialize>::deserialize(rest)
                    .map(Self::ResourceLink)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `resource_link`: ", e),
                    ))
            }
            "resource" => {
                <EmbeddedResource as serde::Deserialize>::deserialize(rest)
                    .map(Self::Resource)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `resource`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("type")),
            Some(tag) => {
                match tag {
                    "text" => {
                        crate::generated_support::lenient::from_map::<
                            TextContent,
                            E,
                        >(map, "type `text`: ")
                            .map(Self::Text)
                    }
                    "image" => {
                        crate::generated_support::lenient::from_map::<
                            ImageContent,
                            E,
                        >(map, "type `image`: ")
                            .map(Self::Image)
                    }
                    "audio" => {
                        crate::generated_support::lenient::from_map::<
                            AudioContent,
                            E,
                        >(map, "type `audio`: ")
                            .map(Self::Audio)
                    }
                    "resource_link" => {
                        crate::generated_support::lenient::from_map::<
                            ResourceLink,
                            E,
                        >(map, "type `resource_link`: ")
                            .map(Self::ResourceLink)
                    }
                    "resource" => {
                        crate::generated_support::lenient::from_map::<
                            EmbeddedResource,
                            E,
                        >(map, "type `resource`: ")
                            .map(Self::Resource)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl ContentBlock {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Text(_) => "text",
            Self::Image(_) => "image",
            Self::Audio(_) => "audio",
            Self::ResourceLink(_) => "resource_link",
            Self::Resource(_) => "resource",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<TextContent> for ContentBlock {
    fn from(value: TextContent) -> Self {
        Self::Text(value)
    }
}
impl From<ImageContent> for ContentBlock {
    fn from(value: ImageContent) -> Self {
        Self::Image(value)
    }
}
impl From<AudioContent> for ContentBlock {
    fn from(value: AudioContent) -> Self {
        Self::Audio(value)
    }
}
impl From<ResourceLink> for ContentBlock {
    fn from(value: ResourceLink) -> Self {
        Self::ResourceLink(value)
    }
}
impl From<EmbeddedResource> for ContentBlock {
    fn from(value: EmbeddedResource) -> Self {
        Self::Resource(value)
    }
}
/// Optional annotations for the client. The client can use annotations to inform how objects are used or displayed
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Annotations {
    /// Intended recipients for this content, such as the user or assistant.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub audience: Option<Vec<Role>>,
    /// Timestamp indicating when the underlying resource was last modified.
    #[serde(
        rename = "lastModified",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub last_modified: Option<String>,
    /// Relative importance of this content when clients choose what to surface.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub priority: Option<f64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Annotations {
    /// An `Annotations` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            audience: None,
            last_modified: None,
            priority: None,
            meta: None,
        }
    }
    /// Sets [`Annotations::audience`].
    #[must_use]
    pub fn audience(mut self, value: impl Into<Vec<Role>>) -> Self {
        self.audience = Some(value.into());
        self
    }
    /// Sets [`Annotations::last_modified`].
    #[must_use]
    pub fn last_modified(mut self, value: impl Into<String>) -> Self {
        self.last_modified = Some(value.into());
        self
    }
    /// Sets [`Annotations::priority`].
    #[must_use]
    pub fn priority(mut self, value: impl Into<f64>) -> Self {
        self.priority = Some(value.into());
        self
    }
    /// Sets [`Annotations::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The sender or recipient of messages and data in a conversation.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Role {
    /// The assistant side of a conversation.
    Assistant,
    /// The user side of a conversation.
    User,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl Role {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Assistant => "assistant",
            Self::User => "user",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Assistant => Some("assistant"),
            Self::User => Some("user"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for Role {
    fn from(value: &str) -> Self {
        match value {
            "assistant" => Self::Assistant,
            "user" => Self::User,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for Role {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for Role {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Text provided to or from an LLM.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TextContent {
    /// Optional annotations that help clients decide how to display or route this content.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// Text payload carried by this content block.
    pub text: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TextContent {
    /// A `TextContent` with the given required fields; optional ones are unset.
    pub fn new(text: impl Into<String>) -> Self {
        Self {
            annotations: None,
            text: text.into(),
            meta: None,
        }
    }
    /// Sets [`TextContent::annotations`].
    #[must_use]
    pub fn annotations(mut self, value: impl Into<Annotations>) -> Self {
        self.annotations = Some(value.into());
        self
    }
    /// Sets [`TextContent::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// An image provided to or from an LLM.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ImageContent {
    /// Optional annotations that help clients decide how to display or route this content.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// Base64-encoded media payload.
    pub data: String,
    /// MIME type describing the encoded media payload.
    #[serde(rename = "mimeType")]
    pub mime_type: String,
    /// URI associated with this resource or media payload.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub uri: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ImageContent {
    /// An `ImageContent` with the given required fields; optional ones are unset.
    pub fn new(data: impl Into<String>, mime_type: impl Into<String>) -> Self {
        Self {
            annotations: None,
            data: data.into(),
            mime_type: mime_type.into(),
            uri: None,
            meta: None,
        }
    }
    /// Sets [`ImageContent::annotations`].
    #[must_use]
    pub fn annotations(mut self, value: impl Into<Annotations>) -> Self {
        self.annotations = Some(value.into());
        self
    }
    /// Sets [`ImageContent::uri`].
    #[must_use]
    pub fn uri(mut self, value: impl Into<String>) -> Self {
        self.uri = Some(value.into());
        self
    }
    /// Sets [`ImageContent::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Audio provided to or from an LLM.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AudioContent {
    /// Optional annotations that help clients decide how to display or route this content.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// Base64-encoded media payload.
    pub data: String,
    /// MIME type describing the encoded media payload.
    #[serde(rename = "mimeType")]
    pub mime_type: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AudioContent {
    /// An `AudioContent` with the given required fields; optional ones are unset.
    pub fn new(data: impl Into<String>, mime_type: impl Into<String>) -> Self {
        Self {
            annotations: None,
            data: data.into(),
            mime_type: mime_type.into(),
            meta: None,
        }
    }
    /// Sets [`AudioContent::annotations`].
    #[must_use]
    pub fn annotations(mut self, value: impl Into<Annotations>) -> Self {
        self.annotations = Some(value.into());
        self
    }
    /// Sets [`AudioContent::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A resource that the server is capable of reading, included in a prompt or tool call result.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ResourceLink {
    /// Optional annotations that help clients decide how to display or route this content.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// Optional human-readable details shown with this protocol object.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// MIME type describing the encoded media payload.
    #[serde(
        rename = "mimeType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub mime_type: Option<String>,
    /// Human-readable name shown for this protocol object.
    pub name: String,
    /// Optional size of the linked resource in bytes, if known.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub size: Option<i64>,
    /// Optional display title for end-user UI.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ResourceLink {
    /// A `ResourceLink` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            annotations: None,
            description: None,
            mime_type: None,
            name: name.into(),
            size: None,
            title: None,
            uri: uri.into(),
            meta: None,
        }
    }
    /// Sets [`ResourceLink::annotations`].
    #[must_use]
    pub fn annotations(mut self, value: impl Into<Annotations>) -> Self {
        self.annotations = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::mime_type`].
    #[must_use]
    pub fn mime_type(mut self, value: impl Into<String>) -> Self {
        self.mime_type = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::size`].
    #[must_use]
    pub fn size(mut self, value: impl Into<i64>) -> Self {
        self.size = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Resource content that can be embedded in a message.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum EmbeddedResourceResource {
    /// Text resource contents embedded directly in the message.
    TextResourceContents(TextResourceContents),
    /// Binary resource contents embedded directly in the message.
    BlobResourceContents(BlobResourceContents),
}
impl From<TextResourceContents> for EmbeddedResourceResource {
    fn from(value: TextResourceContents) -> Self {
        Self::TextResourceContents(value)
    }
}
impl From<BlobResourceContents> for EmbeddedResourceResource {
    fn from(value: BlobResourceContents) -> Self {
        Self::BlobResourceContents(value)
    }
}
/// Text-based resource contents.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TextResourceContents {
    /// MIME type describing the encoded media payload.
    #[serde(
        rename = "mimeType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub mime_type: Option<String>,
    /// Text payload carried by this content block.
    pub text: String,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TextResourceContents {
    /// A `TextResourceContents` with the given required fields; optional ones are unset.
    pub fn new(text: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            mime_type: None,
            text: text.into(),
            uri: uri.into(),
            meta: None,
        }
    }
    /// Sets [`TextResourceContents::mime_type`].
    #[must_use]
    pub fn mime_type(mut self, value: impl Into<String>) -> Self {
        self.mime_type = Some(value.into());
        self
    }
    /// Sets [`TextResourceContents::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Binary resource contents.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct BlobResourceContents {
    /// Base64-encoded bytes for a binary resource payload.
    pub blob: String,
    /// MIME type describing the encoded media payload.
    #[serde(
        rename = "mimeType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub mime_type: Option<String>,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl BlobResourceContents {
    /// A `BlobResourceContents` with the given required fields; optional ones are unset.
    pub fn new(blob: impl Into<String>, uri: impl Into<String>) -> Self {
        Self {
            blob: blob.into(),
            mime_type: None,
            uri: uri.into(),
            meta: None,
        }
    }
    /// Sets [`BlobResourceContents::mime_type`].
    #[must_use]
    pub fn mime_type(mut self, value: impl Into<String>) -> Self {
        self.mime_type = Some(value.into());
        self
    }
    /// Sets [`BlobResourceContents::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The contents of a resource, embedded into a prompt or tool call result.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct EmbeddedResource {
    /// Optional annotations that help clients decide how to display or route this content.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// Embedded resource payload, either text or binary data.
    pub resource: EmbeddedResourceResource,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl EmbeddedResource {
    /// An `EmbeddedResource` with the given required fields; optional ones are unset.
    pub fn new(resource: impl Into<EmbeddedResourceResource>) -> Self {
        Self {
            annotations: None,
            resource: resource.into(),
            meta: None,
        }
    }
    /// Sets [`EmbeddedResource::annotations`].
    #[must_use]
    pub fn annotations(mut self, value: impl Into<Annotations>) -> Self {
        self.annotations = Some(value.into());
        self
    }
    /// Sets [`EmbeddedResource::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Standard content block (text, images, resources).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Content {
    /// The actual content block.
    pub content: ContentBlock,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Content {
    /// A `Content` with the given required fields; optional ones are unset.
    pub fn new(content: impl Into<ContentBlock>) -> Self {
        Self {
            content: content.into(),
            meta: None,
        }
    }
    /// Sets [`Content::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A diff representing file modifications.
///
/// Shows changes to files in a format suitable for display in the client UI.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v1/tool-calls#content)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Diff {
    /// The absolute file path being modified.
    pub path: String,
    /// The original content (omitted or `null` for new files).
    #[serde(
        rename = "oldText",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub old_text: Option<String>,
    /// The new content after modification.
    #[serde(rename = "newText")]
    pub new_text: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Diff {
    /// A `Diff` with the given required fields; optional ones are unset.
    pub fn new(path: impl Into<String>, new_text: impl Into<String>) -> Self {
        Self {
            path: path.into(),
            old_text: None,
            new_text: new_text.into(),
            meta: None,
        }
    }
    /// Sets [`Diff::old_text`].
    #[must_use]
    pub fn old_text(mut self, value: impl Into<String>) -> Self {
        self.old_text = Some(value.into());
        self
    }
    /// Sets [`Diff::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Typed identifier used for terminal values on the wire.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct TerminalId(pub String);
impl TerminalId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for TerminalId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for TerminalId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for TerminalId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for TerminalId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Embed a terminal created with `terminal/create` by its id.
///
/// The terminal MUST be added before calling `terminal/release`.
///
/// See protocol docs: [Terminal](https://agentclientprotocol.com/protocol/v1/terminals)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Terminal {
    /// Identifier of the terminal instance to embed in the content stream.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Terminal {
    /// A `Terminal` with the given required fields; optional ones are unset.
    pub fn new(terminal_id: impl Into<TerminalId>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            meta: None,
        }
    }
    /// Sets [`Terminal::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A display-only reference to another session that this tool call operates on,
/// such as a subagent it created, delegated to, or is waiting on.
///
/// The referenced session must already be known to the Client through ordinary
/// session setup or a `subagent_update` announcement. The reference does not
/// establish ownership, grant any Client-initiated controls, or report that the
/// referenced session received or finished any work.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionReference {
    /// The referenced session.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionReference {
    /// A `SessionReference` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`SessionReference::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A file location being accessed or modified by a tool.
///
/// Enables clients to implement "follow-along" features that track
/// which files the agent is working with in real-time.
///
/// See protocol docs: [Following the Agent](https://agentclientprotocol.com/protocol/v1/tool-calls#following-the-agent)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCallLocation {
    /// The absolute file path being accessed or modified.
    pub path: String,
    /// Optional 1-based line number within the file.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub line: Option<u32>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ToolCallLocation {
    /// A `ToolCallLocation` with the given required fields; optional ones are unset.
    pub fn new(path: impl Into<String>) -> Self {
        Self {
            path: path.into(),
            line: None,
            meta: None,
        }
    }
    /// Sets [`ToolCallLocation::line`].
    #[must_use]
    pub fn line(mut self, value: impl Into<u32>) -> Self {
        self.line = Some(value.into());
        self
    }
    /// Sets [`ToolCallLocation::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// An option presented to the user when requesting permission.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PermissionOption {
    /// Unique identifier for this permission option.
    #[serde(rename = "optionId")]
    pub option_id: PermissionOptionId,
    /// Human-readable label to display to the user.
    pub name: String,
    /// Hint about the nature of this permission option.
    pub kind: PermissionOptionKind,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PermissionOption {
    /// A `PermissionOption` with the given required fields; optional ones are unset.
    pub fn new(
        option_id: impl Into<PermissionOptionId>,
        name: impl Into<String>,
        kind: impl Into<PermissionOptionKind>,
    ) -> Self {
        Self {
            option_id: option_id.into(),
            name: name.into(),
            kind: kind.into(),
            meta: None,
        }
    }
    /// Sets [`PermissionOption::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Unique identifier for a permission option.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct PermissionOptionId(pub String);
impl PermissionOptionId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for PermissionOptionId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for PermissionOptionId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for PermissionOptionId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for PermissionOptionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// The type of permission option being presented to the user.
///
/// Helps clients choose appropriate icons and UI treatment.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PermissionOptionKind {
    /// Allow this operation only this time.
    AllowOnce,
    /// Allow this operation and remember the choice.
    AllowAlways,
    /// Reject this operation only this time.
    RejectOnce,
    /// Reject this operation and remember the choice.
    RejectAlways,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl PermissionOptionKind {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::AllowOnce => "allow_once",
            Self::AllowAlways => "allow_always",
            Self::RejectOnce => "reject_once",
            Self::RejectAlways => "reject_always",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::AllowOnce => Some("allow_once"),
            Self::AllowAlways => Some("allow_always"),
            Self::RejectOnce => Some("reject_once"),
            Self::RejectAlways => Some("reject_always"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for PermissionOptionKind {
    fn from(value: &str) -> Self {
        match value {
            "allow_once" => Self::AllowOnce,
            "allow_always" => Self::AllowAlways,
            "reject_once" => Self::RejectOnce,
            "reject_always" => Self::RejectAlways,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for PermissionOptionKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for PermissionOptionKind {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for PermissionOptionKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Request to create a new terminal and execute a command.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CreateTerminalRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The command to execute.
    pub command: String,
    /// Array of command arguments.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub args: Option<Vec<String>>,
    /// Environment variables for the command.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub env: Option<Vec<EnvVariable>>,
    /// Working directory for the command. Must be an absolute path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cwd: Option<String>,
    /// Maximum number of output bytes to retain.
    ///
    /// When the limit is exceeded, the Client truncates from the beginning of the output
    /// to stay within the limit.
    ///
    /// The Client MUST ensure truncation happens at a character boundary to maintain valid
    /// string output, even if this means the retained output is slightly less than the
    /// specified limit.
    #[serde(
        rename = "outputByteLimit",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub output_byte_limit: Option<u64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CreateTerminalRequest {
    /// A `CreateTerminalRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>, command: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            command: command.into(),
            args: None,
            env: None,
            cwd: None,
            output_byte_limit: None,
            meta: None,
        }
    }
    /// Sets [`CreateTerminalRequest::args`].
    #[must_use]
    pub fn args(mut self, value: impl Into<Vec<String>>) -> Self {
        self.args = Some(value.into());
        self
    }
    /// Sets [`CreateTerminalRequest::env`].
    #[must_use]
    pub fn env(mut self, value: impl Into<Vec<EnvVariable>>) -> Self {
        self.env = Some(value.into());
        self
    }
    /// Sets [`CreateTerminalRequest::cwd`].
    #[must_use]
    pub fn cwd(mut self, value: impl Into<String>) -> Self {
        self.cwd = Some(value.into());
        self
    }
    /// Sets [`CreateTerminalRequest::output_byte_limit`].
    #[must_use]
    pub fn output_byte_limit(mut self, value: impl Into<u64>) -> Self {
        self.output_byte_limit = Some(value.into());
        self
    }
    /// Sets [`CreateTerminalRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// An environment variable to set when launching an MCP server.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct EnvVariable {
    /// The name of the environment variable.
    pub name: String,
    /// The value to set for the environment variable.
    pub value: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl EnvVariable {
    /// An `EnvVariable` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>, value: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            value: value.into(),
            meta: None,
        }
    }
    /// Sets [`EnvVariable::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request to get the current output and status of a terminal.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalOutputRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the terminal to get output from.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalOutputRequest {
    /// A `TerminalOutputRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        terminal_id: impl Into<TerminalId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            terminal_id: terminal_id.into(),
            meta: None,
        }
    }
    /// Sets [`TerminalOutputRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request to release a terminal and free its resources.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ReleaseTerminalRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the terminal to release.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ReleaseTerminalRequest {
    /// A `ReleaseTerminalRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        terminal_id: impl Into<TerminalId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            terminal_id: terminal_id.into(),
            meta: None,
        }
    }
    /// Sets [`ReleaseTerminalRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request to wait for a terminal command to exit.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct WaitForTerminalExitRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the terminal to wait for.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl WaitForTerminalExitRequest {
    /// A `WaitForTerminalExitRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        terminal_id: impl Into<TerminalId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            terminal_id: terminal_id.into(),
            meta: None,
        }
    }
    /// Sets [`WaitForTerminalExitRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request to kill a terminal without releasing it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct KillTerminalRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the terminal to kill.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl KillTerminalRequest {
    /// A `KillTerminalRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        terminal_id: impl Into<TerminalId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            terminal_id: terminal_id.into(),
            meta: None,
        }
    }
    /// Sets [`KillTerminalRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request from the agent to elicit structured user input.
///
/// The agent sends this to the client to request information from the user,
/// either via a form or by directing them to a URL.
/// Elicitations are tied to a session (optionally a tool call) or a request.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CreateElicitationRequest {
    /// A human-readable message describing what input is needed.
    pub message: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: CreateElicitationRequestKind,
}
impl CreateElicitationRequest {
    /// A `CreateElicitationRequest` with the given required fields; optional ones are unset.
    pub fn new(
        message: impl Into<String>,
        kind: impl Into<CreateElicitationRequestKind>,
    ) -> Self {
        Self {
            message: message.into(),
            meta: None,
            kind: kind.into(),
        }
    }
    /// Sets [`CreateElicitationRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The variant part of [`CreateElicitationRequest`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "mode")]
#[non_exhaustive]
pub enum CreateElicitationRequestKind {
    /// Form-based elicitation where the client renders a form from the provided schema.
    #[serde(rename = "form")]
    Form(ElicitationFormMode),
    /// URL-based elicitation where the client directs the user to a URL.
    #[serde(rename = "url")]
    Url(ElicitationUrlMode),
    /// Custom or future elicitation mode.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients that do not understand this mode SHOULD preserve the raw payload
    /// when storing, replaying, proxying, or forwarding elicitation requests.
    /// They MUST NOT render it as a known elicitation mode.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for CreateElicitationRequestKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for CreateElicitationRequestKind {
    const TAG: &'static str = "mode";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "form" | "url")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "form" => {
                <ElicitationFormMode as serde::Deserialize>::deserialize(rest)
                    .map(Self::Form)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "mode `form`: ", e),
                    ))
            }
            "url" => {
                <ElicitationUrlMode as serde::Deserialize>::deserialize(rest)
                    .map(Self::Url)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "mode `url`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "mode")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("mode").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("mode")),
            Some(tag) => {
                match tag {
                    "form" => {
                        crate::generated_support::lenient::from_map::<
                            ElicitationFormMode,
                            E,
                        >(map, "mode `form`: ")
                            .map(Self::Form)
                    }
                    "url" => {
                        crate::generated_support::lenient::from_map::<
                            ElicitationUrlMode,
                            E,
                        >(map, "mode `url`: ")
                            .map(Self::Url)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl CreateElicitationRequestKind {
    /// The value of `mode` on the wire; for [`Self::Unknown`], the `mode` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Form(_) => "form",
            Self::Url(_) => "url",
            Self::Unknown(map) => {
                map.get("mode").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<ElicitationFormMode> for CreateElicitationRequestKind {
    fn from(value: ElicitationFormMode) -> Self {
        Self::Form(value)
    }
}
impl From<ElicitationUrlMode> for CreateElicitationRequestKind {
    fn from(value: ElicitationUrlMode) -> Self {
        Self::Url(value)
    }
}
/// Session-scoped elicitation, optionally tied to a specific tool call.
///
/// When `toolCallId` is set, the elicitation is tied to a specific tool call.
/// This is useful when an agent receives an elicitation from an MCP server
/// during a tool call and needs to redirect it to the user.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationSessionScope {
    /// The session this elicitation is tied to.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// Optional tool call within the session.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the elicitation is scoped to the
    /// session without a specific tool call.
    #[serde(
        rename = "toolCallId",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub tool_call_id: Option<ToolCallId>,
}
impl ElicitationSessionScope {
    /// An `ElicitationSessionScope` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            tool_call_id: None,
        }
    }
    /// Sets [`ElicitationSessionScope::tool_call_id`].
    #[must_use]
    pub fn tool_call_id(mut self, value: impl Into<ToolCallId>) -> Self {
        self.tool_call_id = Some(value.into());
        self
    }
}
/// Request-scoped elicitation, tied to a specific JSON-RPC request outside of a session
/// (e.g., during auth/configuration phases before any session is started).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationRequestScope {
    /// The request this elicitation is tied to.
    #[serde(rename = "requestId")]
    pub request_id: RequestId,
}
impl ElicitationRequestScope {
    /// An `ElicitationRequestScope` with the given required fields; optional ones are unset.
    pub fn new(request_id: impl Into<RequestId>) -> Self {
        Self {
            request_id: request_id.into(),
        }
    }
}
/// Type-safe elicitation schema for requesting structured user input.
///
/// This represents a JSON Schema object with primitive-typed properties,
/// as required by the elicitation specification.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationSchema {
    /// Type discriminator. Always `"object"`.
    #[serde(
        default = "defaults::elicitation_schema_type",
        deserialize_with = "defaults::elicitation_schema_type_lenient"
    )]
    pub r#type: ElicitationSchemaType,
    /// Optional title for the schema.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Property definitions (MUST be primitive types).
    #[serde(default = "defaults::elicitation_schema_properties")]
    pub properties: std::collections::BTreeMap<String, ElicitationPropertySchema>,
    /// List of required property names.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no property names are required.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required: Option<Vec<String>>,
    /// Optional description of what this schema represents.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no schema description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Default for ElicitationSchema {
    fn default() -> Self {
        Self {
            r#type: defaults::elicitation_schema_type(),
            title: None,
            properties: defaults::elicitation_schema_properties(),
            required: None,
            description: None,
            meta: None,
        }
    }
}
impl ElicitationSchema {
    /// An `ElicitationSchema` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            r#type: defaults::elicitation_schema_type(),
            title: None,
            properties: defaults::elicitation_schema_properties(),
            required: None,
            description: None,
            meta: None,
        }
    }
    /// Sets [`ElicitationSchema::type`].
    #[must_use]
    pub fn r#type(mut self, value: impl Into<ElicitationSchemaType>) -> Self {
        self.r#type = value.into();
        self
    }
    /// Sets [`ElicitationSchema::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`ElicitationSchema::properties`].
    #[must_use]
    pub fn properties(
        mut self,
        value: impl Into<std::collections::BTreeMap<String, ElicitationPropertySchema>>,
    ) -> Self {
        self.properties = value.into();
        self
    }
    /// Sets [`ElicitationSchema::required`].
    #[must_use]
    pub fn required(mut self, value: impl Into<Vec<String>>) -> Self {
        self.required = Some(value.into());
        self
    }
    /// Sets [`ElicitationSchema::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`ElicitationSchema::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Type discriminator for elicitation schemas.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ElicitationSchemaType {
    /// Object schema type.
    #[default]
    Object,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl ElicitationSchemaType {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Object => "object",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Object => Some("object"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for ElicitationSchemaType {
    fn from(value: &str) -> Self {
        match value {
            "object" => Self::Object,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for ElicitationSchemaType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for ElicitationSchemaType {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for ElicitationSchemaType {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Property schema for elicitation form fields.
///
/// Each variant corresponds to a JSON Schema `"type"` value.
/// Single-select enums use `type: "string"` with `enum` or `oneOf` set.
/// Multi-select enums use `type: "array"`.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum ElicitationPropertySchema {
    /// String property (or single-select enum when `enum`/`oneOf` is set).
    #[serde(rename = "string")]
    String(StringPropertySchema),
    /// Number (floating-point) property.
    #[serde(rename = "number")]
    Number(NumberPropertySchema),
    /// Integer property.
    #[serde(rename = "integer")]
    Integer(IntegerPropertySchema),
    /// Boolean property.
    #[serde(rename = "boolean")]
    Boolean(BooleanPropertySchema),
    /// Multi-select array property.
    #[serde(rename = "array")]
    Array(MultiSelectPropertySchema),
    /// Custom or future elicitation property schema.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients that do not understand this property schema type SHOULD preserve
    /// the raw schema when storing, replaying, proxying, or forwarding
    /// elicitation requests. They MUST NOT render it as a known input control.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for ElicitationPropertySchema {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for ElicitationPropertySchema {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "string" | "number" | "integer" | "boolean" | "array")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "string" => {
                <StringPropertySchema as serde::Deserialize>::deserialize(rest)
                    .map(Self::String)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `string`: ", e),
                    ))
            }
            "number" => {
                <NumberPropertySchema as serde::Deserialize>::deserialize(rest)
                    .map(Self::Number)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `number`: ", e),
                    ))
            }
            "integer" => {
                <IntegerPropertySchema as serde::Deserialize>::deserialize(rest)
                    .map(Self::Integer)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `integer`: ", e),
                    ))
            }
            "boolean" => {
                <BooleanPropertySchema as serde::Deserialize>::deserialize(rest)
                    .map(Self::Boolean)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `boolean`: ", e),
                    ))
            }
            "array" => {
                <MultiSelectPropertySchema as serde::Deserialize>::deserialize(rest)
                    .map(Self::Array)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `array`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("type")),
            Some(tag) => {
                match tag {
                    "string" => {
                        crate::generated_support::lenient::from_map::<
                            StringPropertySchema,
                            E,
                        >(map, "type `string`: ")
                            .map(Self::String)
                    }
                    "number" => {
                        crate::generated_support::lenient::from_map::<
                            NumberPropertySchema,
                            E,
                        >(map, "type `number`: ")
                            .map(Self::Number)
                    }
                    "integer" => {
                        crate::generated_support::lenient::from_map::<
                            IntegerPropertySchema,
                            E,
                        >(map, "type `integer`: ")
                            .map(Self::Integer)
                    }
                    "boolean" => {
                        crate::generated_support::lenient::from_map::<
                            BooleanPropertySchema,
                            E,
                        >(map, "type `boolean`: ")
                            .map(Self::Boolean)
                    }
                    "array" => {
                        crate::generated_support::lenient::from_map::<
                            MultiSelectPropertySchema,
                            E,
                        >(map, "type `array`: ")
                            .map(Self::Array)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl ElicitationPropertySchema {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::String(_) => "string",
            Self::Number(_) => "number",
            Self::Integer(_) => "integer",
            Self::Boolean(_) => "boolean",
            Self::Array(_) => "array",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<StringPropertySchema> for ElicitationPropertySchema {
    fn from(value: StringPropertySchema) -> Self {
        Self::String(value)
    }
}
impl From<NumberPropertySchema> for ElicitationPropertySchema {
    fn from(value: NumberPropertySchema) -> Self {
        Self::Number(value)
    }
}
impl From<IntegerPropertySchema> for ElicitationPropertySchema {
    fn from(value: IntegerPropertySchema) -> Self {
        Self::Integer(value)
    }
}
impl From<BooleanPropertySchema> for ElicitationPropertySchema {
    fn from(value: BooleanPropertySchema) -> Self {
        Self::Boolean(value)
    }
}
impl From<MultiSelectPropertySchema> for ElicitationPropertySchema {
    fn from(value: MultiSelectPropertySchema) -> Self {
        Self::Array(value)
    }
}
/// String format types for string properties in elicitation schemas.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StringFormat {
    /// Email address format.
    Email,
    /// URI format.
    Uri,
    /// Date format (YYYY-MM-DD).
    Date,
    /// Date-time format (ISO 8601).
    DateTime,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl StringFormat {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Email => "email",
            Self::Uri => "uri",
            Self::Date => "date",
            Self::DateTime => "date-time",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Email => Some("email"),
            Self::Uri => Some("uri"),
            Self::Date => Some("date"),
            Self::DateTime => Some("date-time"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for StringFormat {
    fn from(value: &str) -> Self {
        match value {
            "email" => Self::Email,
            "uri" => Self::Uri,
            "date" => Self::Date,
            "date-time" => Self::DateTime,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for StringFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for StringFormat {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for StringFormat {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// A titled enum option with a const value, human-readable title, and optional description.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct EnumOption {
    /// The constant value for this option.
    pub r#const: String,
    /// Human-readable title for this option.
    pub title: String,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl EnumOption {
    /// An `EnumOption` with the given required fields; optional ones are unset.
    pub fn new(r#const: impl Into<String>, title: impl Into<String>) -> Self {
        Self {
            r#const: r#const.into(),
            title: title.into(),
            description: None,
            meta: None,
        }
    }
    /// Sets [`EnumOption::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`EnumOption::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Schema for string properties in an elicitation form.
///
/// When `enum` or `oneOf` is set, this represents a single-select enum
/// with `"type": "string"`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct StringPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Minimum string length.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no minimum length constraint.
    #[serde(rename = "minLength", default, skip_serializing_if = "Option::is_none")]
    pub min_length: Option<u32>,
    /// Maximum string length.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no maximum length constraint.
    #[serde(rename = "maxLength", default, skip_serializing_if = "Option::is_none")]
    pub max_length: Option<u32>,
    /// Pattern the string must match.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no pattern constraint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// String format.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no format constraint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub format: Option<StringFormat>,
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub default: Option<String>,
    /// Enum values for untitled single-select enums.
    /// Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
    /// declared by `enum`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#enum: Option<Vec<String>>,
    /// Titled enum options for titled single-select enums.
    /// Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
    /// declared by `oneOf`.
    #[serde(rename = "oneOf", default, skip_serializing_if = "Option::is_none")]
    pub one_of: Option<Vec<EnumOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl StringPropertySchema {
    /// A `StringPropertySchema` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            title: None,
            description: None,
            min_length: None,
            max_length: None,
            pattern: None,
            format: None,
            default: None,
            r#enum: None,
            one_of: None,
            meta: None,
        }
    }
    /// Sets [`StringPropertySchema::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::min_length`].
    #[must_use]
    pub fn min_length(mut self, value: impl Into<u32>) -> Self {
        self.min_length = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::max_length`].
    #[must_use]
    pub fn max_length(mut self, value: impl Into<u32>) -> Self {
        self.max_length = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::pattern`].
    #[must_use]
    pub fn pattern(mut self, value: impl Into<String>) -> Self {
        self.pattern = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::format`].
    #[must_use]
    pub fn format(mut self, value: impl Into<StringFormat>) -> Self {
        self.format = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::default`].
    #[must_use]
    pub fn default(mut self, value: impl Into<String>) -> Self {
        self.default = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::enum`].
    #[must_use]
    pub fn r#enum(mut self, value: impl Into<Vec<String>>) -> Self {
        self.r#enum = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::one_of`].
    #[must_use]
    pub fn one_of(mut self, value: impl Into<Vec<EnumOption>>) -> Self {
        self.one_of = Some(value.into());
        self
    }
    /// Sets [`StringPropertySchema::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Schema for number (floating-point) properties in an elicitation form.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct NumberPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Minimum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minimum: Option<f64>,
    /// Maximum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub maximum: Option<f64>,
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub default: Option<f64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl NumberPropertySchema {
    /// A `NumberPropertySchema` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            title: None,
            description: None,
            minimum: None,
            maximum: None,
            default: None,
            meta: None,
        }
    }
    /// Sets [`NumberPropertySchema::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`NumberPropertySchema::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`NumberPropertySchema::minimum`].
    #[must_use]
    pub fn minimum(mut self, value: impl Into<f64>) -> Self {
        self.minimum = Some(value.into());
        self
    }
    /// Sets [`NumberPropertySchema::maximum`].
    #[must_use]
    pub fn maximum(mut self, value: impl Into<f64>) -> Self {
        self.maximum = Some(value.into());
        self
    }
    /// Sets [`NumberPropertySchema::default`].
    #[must_use]
    pub fn default(mut self, value: impl Into<f64>) -> Self {
        self.default = Some(value.into());
        self
    }
    /// Sets [`NumberPropertySchema::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Schema for integer properties in an elicitation form.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct IntegerPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Minimum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive lower bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minimum: Option<i64>,
    /// Maximum value (inclusive).
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no inclusive upper bound.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub maximum: Option<i64>,
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub default: Option<i64>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl IntegerPropertySchema {
    /// An `IntegerPropertySchema` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            title: None,
            description: None,
            minimum: None,
            maximum: None,
            default: None,
            meta: None,
        }
    }
    /// Sets [`IntegerPropertySchema::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`IntegerPropertySchema::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`IntegerPropertySchema::minimum`].
    #[must_use]
    pub fn minimum(mut self, value: impl Into<i64>) -> Self {
        self.minimum = Some(value.into());
        self
    }
    /// Sets [`IntegerPropertySchema::maximum`].
    #[must_use]
    pub fn maximum(mut self, value: impl Into<i64>) -> Self {
        self.maximum = Some(value.into());
        self
    }
    /// Sets [`IntegerPropertySchema::default`].
    #[must_use]
    pub fn default(mut self, value: impl Into<i64>) -> Self {
        self.default = Some(value.into());
        self
    }
    /// Sets [`IntegerPropertySchema::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Schema for boolean properties in an elicitation form.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct BooleanPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Default value.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default value is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub default: Option<bool>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl BooleanPropertySchema {
    /// A `BooleanPropertySchema` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            title: None,
            description: None,
            default: None,
            meta: None,
        }
    }
    /// Sets [`BooleanPropertySchema::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`BooleanPropertySchema::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`BooleanPropertySchema::default`].
    #[must_use]
    pub fn default(mut self, value: impl Into<bool>) -> Self {
        self.default = Some(value.into());
        self
    }
    /// Sets [`BooleanPropertySchema::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Items for a multi-select (array) property schema.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum MultiSelectItems {
    /// Multi-select string items with plain string values.
    #[serde(rename = "string")]
    String(StringMultiSelectItems),
    /// Titled multi-select items with human-readable labels.
    ///
    /// As in MCP, titled items omit `type` and are identified by `anyOf`.
    #[serde(untagged)]
    Titled(TitledMultiSelectItems),
    /// Custom or future typed multi-select items.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for MultiSelectItems {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for MultiSelectItems {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "string")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "string" => {
                <StringMultiSelectItems as serde::Deserialize>::deserialize(rest)
                    .map(Self::String)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `string`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => {
                crate::generated_support::lenient::from_map::<
                    TitledMultiSelectItems,
                    E,
                >(map, "type `Titled`: ")
                    .map(Self::Titled)
            }
            Some(tag) => {
                match tag {
                    "string" => {
                        crate::generated_support::lenient::from_map::<
                            StringMultiSelectItems,
                            E,
                        >(map, "type `string`: ")
                            .map(Self::String)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl MultiSelectItems {
    /// The value of `type` on the wire: `None` for [`Self::Titled`], which is sent without it; for [`Self::Unknown`], the `type` it was received with.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::String(_) => Some("string"),
            Self::Titled(_) => None,
            Self::Unknown(map) => map.get("type").and_then(serde_json::Value::as_str),
        }
    }
}
impl From<StringMultiSelectItems> for MultiSelectItems {
    fn from(value: StringMultiSelectItems) -> Self {
        Self::String(value)
    }
}
impl From<TitledMultiSelectItems> for MultiSelectItems {
    fn from(value: TitledMultiSelectItems) -> Self {
        Self::Titled(value)
    }
}
/// String item schema for multi-select enum properties.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct StringMultiSelectItems {
    /// Allowed enum values.
    pub r#enum: Vec<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl StringMultiSelectItems {
    /// A `StringMultiSelectItems` with the given required fields; optional ones are unset.
    pub fn new(r#enum: impl Into<Vec<String>>) -> Self {
        Self {
            r#enum: r#enum.into(),
            meta: None,
        }
    }
    /// Sets [`StringMultiSelectItems::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Items definition for titled multi-select enum properties.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TitledMultiSelectItems {
    /// Titled enum options.
    #[serde(rename = "anyOf")]
    pub any_of: Vec<EnumOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TitledMultiSelectItems {
    /// A `TitledMultiSelectItems` with the given required fields; optional ones are unset.
    pub fn new(any_of: impl Into<Vec<EnumOption>>) -> Self {
        Self {
            any_of: any_of.into(),
            meta: None,
        }
    }
    /// Sets [`TitledMultiSelectItems::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Schema for multi-select (array) properties in an elicitation form.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct MultiSelectPropertySchema {
    /// Optional title for the property.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no title is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Human-readable description.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Minimum number of items to select.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no minimum selection count.
    #[serde(rename = "minItems", default, skip_serializing_if = "Option::is_none")]
    pub min_items: Option<u64>,
    /// Maximum number of items to select.
    ///
    /// Optional. Omitted and `null` are equivalent and mean there is no maximum selection count.
    #[serde(rename = "maxItems", default, skip_serializing_if = "Option::is_none")]
    pub max_items: Option<u64>,
    /// The items definition describing allowed values.
    pub items: MultiSelectItems,
    /// Default selected values.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no default selections are provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub default: Option<Vec<String>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl MultiSelectPropertySchema {
    /// A `MultiSelectPropertySchema` with the given required fields; optional ones are unset.
    pub fn new(items: impl Into<MultiSelectItems>) -> Self {
        Self {
            title: None,
            description: None,
            min_items: None,
            max_items: None,
            items: items.into(),
            default: None,
            meta: None,
        }
    }
    /// Sets [`MultiSelectPropertySchema::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`MultiSelectPropertySchema::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`MultiSelectPropertySchema::min_items`].
    #[must_use]
    pub fn min_items(mut self, value: impl Into<u64>) -> Self {
        self.min_items = Some(value.into());
        self
    }
    /// Sets [`MultiSelectPropertySchema::max_items`].
    #[must_use]
    pub fn max_items(mut self, value: impl Into<u64>) -> Self {
        self.max_items = Some(value.into());
        self
    }
    /// Sets [`MultiSelectPropertySchema::default`].
    #[must_use]
    pub fn default(mut self, value: impl Into<Vec<String>>) -> Self {
        self.default = Some(value.into());
        self
    }
    /// Sets [`MultiSelectPropertySchema::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Form-based elicitation mode where the client renders a form from the provided schema.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationFormMode {
    /// A JSON Schema describing the form fields to present to the user.
    #[serde(rename = "requestedSchema")]
    pub requested_schema: ElicitationSchema,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: ElicitationFormModeKind,
}
impl ElicitationFormMode {
    /// An `ElicitationFormMode` with the given required fields; optional ones are unset.
    pub fn new(
        requested_schema: impl Into<ElicitationSchema>,
        kind: impl Into<ElicitationFormModeKind>,
    ) -> Self {
        Self {
            requested_schema: requested_schema.into(),
            kind: kind.into(),
        }
    }
}
/// The variant part of [`ElicitationFormMode`].
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum ElicitationFormModeKind {
    /// Tied to a session, optionally to a specific tool call within that session.
    Session(ElicitationSessionScope),
    /// Tied to a specific JSON-RPC request outside of a session
    /// (e.g., during auth/configuration phases before any session is started).
    Request(ElicitationRequestScope),
}
impl From<ElicitationSessionScope> for ElicitationFormModeKind {
    fn from(value: ElicitationSessionScope) -> Self {
        Self::Session(value)
    }
}
impl From<ElicitationRequestScope> for ElicitationFormModeKind {
    fn from(value: ElicitationRequestScope) -> Self {
        Self::Request(value)
    }
}
/// Unique identifier for an elicitation.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct ElicitationId(pub String);
impl ElicitationId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for ElicitationId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for ElicitationId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for ElicitationId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for ElicitationId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// URL-based elicitation mode where the client directs the user to a URL.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationUrlMode {
    /// The unique identifier for this elicitation.
    #[serde(rename = "elicitationId")]
    pub elicitation_id: ElicitationId,
    /// The URL to direct the user to.
    pub url: String,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: ElicitationUrlModeKind,
}
impl ElicitationUrlMode {
    /// An `ElicitationUrlMode` with the given required fields; optional ones are unset.
    pub fn new(
        elicitation_id: impl Into<ElicitationId>,
        url: impl Into<String>,
        kind: impl Into<ElicitationUrlModeKind>,
    ) -> Self {
        Self {
            elicitation_id: elicitation_id.into(),
            url: url.into(),
            kind: kind.into(),
        }
    }
}
/// The variant part of [`ElicitationUrlMode`].
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum ElicitationUrlModeKind {
    /// Tied to a session, optionally to a specific tool call within that session.
    Session(ElicitationSessionScope),
    /// Tied to a specific JSON-RPC request outside of a session
    /// (e.g., during auth/configuration phases before any session is started).
    Request(ElicitationRequestScope),
}
impl From<ElicitationSessionScope> for ElicitationUrlModeKind {
    fn from(value: ElicitationSessionScope) -> Self {
        Self::Session(value)
    }
}
impl From<ElicitationRequestScope> for ElicitationUrlModeKind {
    fn from(value: ElicitationRequestScope) -> Self {
        Self::Request(value)
    }
}
/// Allows for sending an arbitrary request that is not part of the ACP spec.
/// Extension methods provide a way to add custom functionality while maintaining
/// protocol compatibility.
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
pub type ExtRequest = serde_json::Value;
/// Response to the `initialize` method.
///
/// Contains the negotiated protocol version and agent capabilities.
///
/// See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/initialization)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct InitializeResponse {
    /// The protocol version the client specified if supported by the agent,
    /// or the latest protocol version supported by the agent.
    ///
    /// The client SHOULD disconnect, if it doesn't support this version.
    #[serde(rename = "protocolVersion")]
    pub protocol_version: ProtocolVersion,
    /// Capabilities supported by the agent.
    #[serde(
        rename = "agentCapabilities",
        default = "defaults::initialize_response_agent_capabilities",
        deserialize_with = "defaults::initialize_response_agent_capabilities_lenient"
    )]
    pub agent_capabilities: AgentCapabilities,
    /// Authentication methods supported by the agent.
    #[serde(
        rename = "authMethods",
        default = "defaults::initialize_response_auth_methods",
        deserialize_with = "defaults::initialize_response_auth_methods_lenient"
    )]
    pub auth_methods: Vec<AuthMethod>,
    /// Information about the Agent name and version sent to the Client.
    ///
    /// Note: in future versions of the protocol, this will be required.
    #[serde(
        rename = "agentInfo",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub agent_info: Option<Implementation>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl InitializeResponse {
    /// An `InitializeResponse` with the given required fields; optional ones are unset.
    pub fn new(protocol_version: impl Into<ProtocolVersion>) -> Self {
        Self {
            protocol_version: protocol_version.into(),
            agent_capabilities: defaults::initialize_response_agent_capabilities(),
            auth_methods: defaults::initialize_response_auth_methods(),
            agent_info: None,
            meta: None,
        }
    }
    /// Sets [`InitializeResponse::agent_capabilities`].
    #[must_use]
    pub fn agent_capabilities(mut self, value: impl Into<AgentCapabilities>) -> Self {
        self.agent_capabilities = value.into();
        self
    }
    /// Sets [`InitializeResponse::auth_methods`].
    #[must_use]
    pub fn auth_methods(mut self, value: impl Into<Vec<AuthMethod>>) -> Self {
        self.auth_methods = value.into();
        self
    }
    /// Sets [`InitializeResponse::agent_info`].
    #[must_use]
    pub fn agent_info(mut self, value: impl Into<Implementation>) -> Self {
        self.agent_info = Some(value.into());
        self
    }
    /// Sets [`InitializeResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Protocol version identifier.
///
/// This version is only bumped for breaking changes.
/// Non-breaking changes should be introduced via capabilities.
#[derive(
    Debug,
    Clone,
    Copy,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct ProtocolVersion(pub u16);
impl From<u16> for ProtocolVersion {
    fn from(value: u16) -> Self {
        Self(value)
    }
}
impl std::fmt::Display for ProtocolVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}
/// Capabilities supported by the agent.
///
/// Advertised during initialization to inform the client about
/// available features and content types.
///
/// See protocol docs: [Agent Capabilities](https://agentclientprotocol.com/protocol/v1/initialization#agent-capabilities)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AgentCapabilities {
    /// Whether the agent supports `session/load`.
    #[serde(
        rename = "loadSession",
        default = "defaults::agent_capabilities_load_session",
        deserialize_with = "defaults::agent_capabilities_load_session_lenient"
    )]
    pub load_session: bool,
    /// Prompt capabilities supported by the agent.
    #[serde(
        rename = "promptCapabilities",
        default = "defaults::agent_capabilities_prompt_capabilities",
        deserialize_with = "defaults::agent_capabilities_prompt_capabilities_lenient"
    )]
    pub prompt_capabilities: PromptCapabilities,
    /// MCP capabilities supported by the agent.
    #[serde(
        rename = "mcpCapabilities",
        default = "defaults::agent_capabilities_mcp_capabilities",
        deserialize_with = "defaults::agent_capabilities_mcp_capabilities_lenient"
    )]
    pub mcp_capabilities: McpCapabilities,
    /// Session lifecycle and prompt capabilities advertised by the agent.
    #[serde(
        rename = "sessionCapabilities",
        default = "defaults::agent_capabilities_session_capabilities",
        deserialize_with = "defaults::agent_capabilities_session_capabilities_lenient"
    )]
    pub session_capabilities: SessionCapabilities,
    /// Authentication-related capabilities supported by the agent.
    #[serde(
        default = "defaults::agent_capabilities_auth",
        deserialize_with = "defaults::agent_capabilities_auth_lenient"
    )]
    pub auth: AgentAuthCapabilities,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Default for AgentCapabilities {
    fn default() -> Self {
        Self {
            load_session: defaults::agent_capabilities_load_session(),
            prompt_capabilities: defaults::agent_capabilities_prompt_capabilities(),
            mcp_capabilities: defaults::agent_capabilities_mcp_capabilities(),
            session_capabilities: defaults::agent_capabilities_session_capabilities(),
            auth: defaults::agent_capabilities_auth(),
            meta: None,
        }
    }
}
impl AgentCapabilities {
    /// An `AgentCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            load_session: defaults::agent_capabilities_load_session(),
            prompt_capabilities: defaults::agent_capabilities_prompt_capabilities(),
            mcp_capabilities: defaults::agent_capabilities_mcp_capabilities(),
            session_capabilities: defaults::agent_capabilities_session_capabilities(),
            auth: defaults::agent_capabilities_auth(),
            meta: None,
        }
    }
    /// Sets [`AgentCapabilities::load_session`].
    #[must_use]
    pub fn load_session(mut self, value: impl Into<bool>) -> Self {
        self.load_session = value.into();
        self
    }
    /// Sets [`AgentCapabilities::prompt_capabilities`].
    #[must_use]
    pub fn prompt_capabilities(mut self, value: impl Into<PromptCapabilities>) -> Self {
        self.prompt_capabilities = value.into();
        self
    }
    /// Sets [`AgentCapabilities::mcp_capabilities`].
    #[must_use]
    pub fn mcp_capabilities(mut self, value: impl Into<McpCapabilities>) -> Self {
        self.mcp_capabilities = value.into();
        self
    }
    /// Sets [`AgentCapabilities::session_capabilities`].
    #[must_use]
    pub fn session_capabilities(
        mut self,
        value: impl Into<SessionCapabilities>,
    ) -> Self {
        self.session_capabilities = value.into();
        self
    }
    /// Sets [`AgentCapabilities::auth`].
    #[must_use]
    pub fn auth(mut self, value: impl Into<AgentAuthCapabilities>) -> Self {
        self.auth = value.into();
        self
    }
    /// Sets [`AgentCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Prompt capabilities supported by the agent in `session/prompt` requests.
///
/// Baseline agent functionality requires support for `text`
/// and `resource_link` content blocks in prompt requests.
///
/// Other variants must be explicitly opted in to.
/// Capabilities for different types of content in prompt requests.
///
/// Indicates which content types beyond the baseline (text and resource links)
/// the agent can process.
///
/// See protocol docs: [Prompt Capabilities](https://agentclientprotocol.com/protocol/v1/initialization#prompt-capabilities)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptCapabilities {
    /// Agent supports `image` content blocks.
    #[serde(
        default = "defaults::prompt_capabilities_image",
        deserialize_with = "defaults::prompt_capabilities_image_lenient"
    )]
    pub image: bool,
    /// Agent supports `audio` content blocks.
    #[serde(
        default = "defaults::prompt_capabilities_audio",
        deserialize_with = "defaults::prompt_capabilities_audio_lenient"
    )]
    pub audio: bool,
    /// Agent supports embedded context in `session/prompt` requests.
    ///
    /// When enabled, the Client is allowed to include `resource` content blocks
    /// in prompt requests for pieces of context that are referenced in the message.
    #[serde(
        rename = "embeddedContext",
        default = "defaults::prompt_capabilities_embedded_context",
        deserialize_with = "defaults::prompt_capabilities_embedded_context_lenient"
    )]
    pub embedded_context: bool,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Default for PromptCapabilities {
    fn default() -> Self {
        Self {
            image: defaults::prompt_capabilities_image(),
            audio: defaults::prompt_capabilities_audio(),
            embedded_context: defaults::prompt_capabilities_embedded_context(),
            meta: None,
        }
    }
}
impl PromptCapabilities {
    /// A `PromptCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            image: defaults::prompt_capabilities_image(),
            audio: defaults::prompt_capabilities_audio(),
            embedded_context: defaults::prompt_capabilities_embedded_context(),
            meta: None,
        }
    }
    /// Sets [`PromptCapabilities::image`].
    #[must_use]
    pub fn image(mut self, value: impl Into<bool>) -> Self {
        self.image = value.into();
        self
    }
    /// Sets [`PromptCapabilities::audio`].
    #[must_use]
    pub fn audio(mut self, value: impl Into<bool>) -> Self {
        self.audio = value.into();
        self
    }
    /// Sets [`PromptCapabilities::embedded_context`].
    #[must_use]
    pub fn embedded_context(mut self, value: impl Into<bool>) -> Self {
        self.embedded_context = value.into();
        self
    }
    /// Sets [`PromptCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// MCP capabilities supported by the agent
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpCapabilities {
    /// Agent supports `http` MCP servers.
    #[serde(
        default = "defaults::mcp_capabilities_http",
        deserialize_with = "defaults::mcp_capabilities_http_lenient"
    )]
    pub http: bool,
    /// Agent supports `sse` MCP servers.
    #[serde(
        default = "defaults::mcp_capabilities_sse",
        deserialize_with = "defaults::mcp_capabilities_sse_lenient"
    )]
    pub sse: bool,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Default for McpCapabilities {
    fn default() -> Self {
        Self {
            http: defaults::mcp_capabilities_http(),
            sse: defaults::mcp_capabilities_sse(),
            meta: None,
        }
    }
}
impl McpCapabilities {
    /// A `McpCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            http: defaults::mcp_capabilities_http(),
            sse: defaults::mcp_capabilities_sse(),
            meta: None,
        }
    }
    /// Sets [`McpCapabilities::http`].
    #[must_use]
    pub fn http(mut self, value: impl Into<bool>) -> Self {
        self.http = value.into();
        self
    }
    /// Sets [`McpCapabilities::sse`].
    #[must_use]
    pub fn sse(mut self, value: impl Into<bool>) -> Self {
        self.sse = value.into();
        self
    }
    /// Sets [`McpCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Session capabilities supported by the agent.
///
/// As a baseline, all Agents **MUST** support `session/new`, `session/prompt`, `session/cancel`, and `session/update`.
///
/// Optionally, they **MAY** support other session methods and notifications by specifying additional capabilities.
///
/// Note: `session/load` is still handled by the top-level `loadSession` capability. This will be unified in future versions of the protocol.
///
/// See protocol docs: [Session Capabilities](https://agentclientprotocol.com/protocol/v1/initialization#session-capabilities)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionCapabilities {
    /// Whether the agent supports `session/list`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports listing sessions.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub list: Option<SessionListCapabilities>,
    /// Whether the agent supports `session/delete`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports deleting sessions from `session/list`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub delete: Option<SessionDeleteCapabilities>,
    /// Whether the agent supports `additionalDirectories` on supported session lifecycle requests.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports `additionalDirectories` on
    /// supported session lifecycle requests.
    ///
    /// Agents that also support `session/list` may return
    /// `SessionInfo.additionalDirectories` to report the complete ordered
    /// additional-root list associated with a listed session.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub additional_directories: Option<SessionAdditionalDirectoriesCapabilities>,
    /// Whether the agent supports `systemPrompt` on session lifecycle requests.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports `systemPrompt` in `append` mode.
    #[serde(
        rename = "systemPrompt",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub system_prompt: Option<SessionSystemPromptCapabilities>,
    /// Whether the agent supports `session/resume`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports resuming sessions.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub resume: Option<SessionResumeCapabilities>,
    /// Whether the agent supports `session/close`.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports closing sessions.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub close: Option<SessionCloseCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionCapabilities {
    /// A `SessionCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            list: None,
            delete: None,
            additional_directories: None,
            system_prompt: None,
            resume: None,
            close: None,
            meta: None,
        }
    }
    /// Sets [`SessionCapabilities::list`].
    #[must_use]
    pub fn list(mut self, value: impl Into<SessionListCapabilities>) -> Self {
        self.list = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::delete`].
    #[must_use]
    pub fn delete(mut self, value: impl Into<SessionDeleteCapabilities>) -> Self {
        self.delete = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::additional_directories`].
    #[must_use]
    pub fn additional_directories(
        mut self,
        value: impl Into<SessionAdditionalDirectoriesCapabilities>,
    ) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::system_prompt`].
    #[must_use]
    pub fn system_prompt(
        mut self,
        value: impl Into<SessionSystemPromptCapabilities>,
    ) -> Self {
        self.system_prompt = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::resume`].
    #[must_use]
    pub fn resume(mut self, value: impl Into<SessionResumeCapabilities>) -> Self {
        self.resume = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::close`].
    #[must_use]
    pub fn close(mut self, value: impl Into<SessionCloseCapabilities>) -> Self {
        self.close = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for the `session/list` method.
///
/// Supplying `{}` means the agent supports listing sessions.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionListCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionListCapabilities {
    /// A `SessionListCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionListCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for the `session/delete` method.
///
/// Supplying `{}` means the agent supports deleting sessions from `session/list`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionDeleteCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionDeleteCapabilities {
    /// A `SessionDeleteCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionDeleteCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for additional session directories support.
///
/// Supplying `{}` means the agent supports the `additionalDirectories` field on
/// supported session lifecycle requests. Agents that also support
/// `session/list` may return `SessionInfo.additionalDirectories` to report the
/// complete ordered additional-root list associated with a listed session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionAdditionalDirectoriesCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionAdditionalDirectoriesCapabilities {
    /// A `SessionAdditionalDirectoriesCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionAdditionalDirectoriesCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for client-provided system prompts.
///
/// Supplying `{}` means the agent supports `systemPrompt` on session lifecycle
/// requests in `append` mode.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionSystemPromptCapabilities {
    /// Delivery modes the agent supports in addition to `append`.
    ///
    /// Optional. Omitted or `null` both mean the agent supports only `append`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub mode: Option<SessionSystemPromptModeCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionSystemPromptCapabilities {
    /// A `SessionSystemPromptCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { mode: None, meta: None }
    }
    /// Sets [`SessionSystemPromptCapabilities::mode`].
    #[must_use]
    pub fn mode(
        mut self,
        value: impl Into<SessionSystemPromptModeCapabilities>,
    ) -> Self {
        self.mode = Some(value.into());
        self
    }
    /// Sets [`SessionSystemPromptCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// System prompt delivery modes the agent supports in addition to `append`.
///
/// `append` has no entry because every agent advertising
/// `sessionCapabilities.systemPrompt` supports it.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionSystemPromptModeCapabilities {
    /// Whether the agent supports `override` mode.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports replacing its built-in default
    /// instructions with the client-provided system prompt.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub r#override: Option<SessionSystemPromptOverrideCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionSystemPromptModeCapabilities {
    /// A `SessionSystemPromptModeCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            r#override: None,
            meta: None,
        }
    }
    /// Sets [`SessionSystemPromptModeCapabilities::override`].
    #[must_use]
    pub fn r#override(
        mut self,
        value: impl Into<SessionSystemPromptOverrideCapabilities>,
    ) -> Self {
        self.r#override = Some(value.into());
        self
    }
    /// Sets [`SessionSystemPromptModeCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for the `override` system prompt mode.
///
/// Supplying `{}` means the agent supports replacing its built-in default
/// instructions with the client-provided system prompt.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionSystemPromptOverrideCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionSystemPromptOverrideCapabilities {
    /// A `SessionSystemPromptOverrideCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionSystemPromptOverrideCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for the `session/resume` method.
///
/// Supplying `{}` means the agent supports resuming sessions.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionResumeCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionResumeCapabilities {
    /// A `SessionResumeCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionResumeCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for the `session/close` method.
///
/// Supplying `{}` means the agent supports closing sessions.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionCloseCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionCloseCapabilities {
    /// A `SessionCloseCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionCloseCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Authentication-related capabilities supported by the agent.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AgentAuthCapabilities {
    /// Whether the agent supports the logout method.
    ///
    /// Optional. Omitted or `null` both mean the agent does not advertise support.
    /// Supplying `{}` means the agent supports the logout method.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub logout: Option<LogoutCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AgentAuthCapabilities {
    /// An `AgentAuthCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { logout: None, meta: None }
    }
    /// Sets [`AgentAuthCapabilities::logout`].
    #[must_use]
    pub fn logout(mut self, value: impl Into<LogoutCapabilities>) -> Self {
        self.logout = Some(value.into());
        self
    }
    /// Sets [`AgentAuthCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Logout capabilities supported by the agent.
///
/// Supplying `{}` means the agent supports the logout method.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LogoutCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LogoutCapabilities {
    /// A `LogoutCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`LogoutCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Describes an available authentication method.
///
/// The `type` field acts as the discriminator in the serialized JSON form.
/// When no `type` is present, the method is treated as `agent`.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum AuthMethod {
    /// Client runs the configured agent program as a separate interactive
    /// process, without passing this method to `authenticate`.
    #[serde(rename = "terminal")]
    Terminal(AuthMethodTerminal),
    /// Agent handles authentication itself through `authenticate`.
    ///
    /// This is the default when no `type` is specified.
    #[serde(untagged)]
    Agent(AuthMethodAgent),
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for AuthMethod {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for AuthMethod {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "terminal")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "terminal" => {
                <AuthMethodTerminal as serde::Deserialize>::deserialize(rest)
                    .map(Self::Terminal)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `terminal`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => {
                crate::generated_support::lenient::from_map::<
                    AuthMethodAgent,
                    E,
                >(map, "type `Agent`: ")
                    .map(Self::Agent)
            }
            Some(tag) => {
                match tag {
                    "terminal" => {
                        crate::generated_support::lenient::from_map::<
                            AuthMethodTerminal,
                            E,
                        >(map, "type `terminal`: ")
                            .map(Self::Terminal)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl AuthMethod {
    /// The value of `type` on the wire: `None` for [`Self::Agent`], which is sent without it; for [`Self::Unknown`], the `type` it was received with.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Terminal(_) => Some("terminal"),
            Self::Agent(_) => None,
            Self::Unknown(map) => map.get("type").and_then(serde_json::Value::as_str),
        }
    }
}
impl From<AuthMethodTerminal> for AuthMethod {
    fn from(value: AuthMethodTerminal) -> Self {
        Self::Terminal(value)
    }
}
impl From<AuthMethodAgent> for AuthMethod {
    fn from(value: AuthMethodAgent) -> Self {
        Self::Agent(value)
    }
}
/// Typed identifier used for auth method values on the wire.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct AuthMethodId(pub String);
impl AuthMethodId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for AuthMethodId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for AuthMethodId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for AuthMethodId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for AuthMethodId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Terminal-based authentication method.
///
/// The client runs the configured agent program as a separate interactive
/// process for the user to authenticate via a TUI. Agents MUST advertise this
/// method only when the client enabled its terminal authentication capability.
/// A zero exit status signals success. Any other termination signals failure.
/// The client MUST NOT pass this method to `authenticate`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthMethodTerminal {
    /// Unique identifier for this authentication method.
    pub id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Optional human-readable description of this authentication method.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Additional arguments to append to the configured agent invocation for terminal auth.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub args: Option<Vec<String>>,
    /// Additional environment variables to set on the configured agent invocation for terminal auth.
    /// These values override same-named variables in the base launch configuration.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub env: Option<std::collections::BTreeMap<String, String>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthMethodTerminal {
    /// An `AuthMethodTerminal` with the given required fields; optional ones are unset.
    pub fn new(id: impl Into<AuthMethodId>, name: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            description: None,
            args: None,
            env: None,
            meta: None,
        }
    }
    /// Sets [`AuthMethodTerminal::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`AuthMethodTerminal::args`].
    #[must_use]
    pub fn args(mut self, value: impl Into<Vec<String>>) -> Self {
        self.args = Some(value.into());
        self
    }
    /// Sets [`AuthMethodTerminal::env`].
    #[must_use]
    pub fn env(
        mut self,
        value: impl Into<std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.env = Some(value.into());
        self
    }
    /// Sets [`AuthMethodTerminal::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Agent handles authentication itself through `authenticate`.
///
/// This is the default authentication method type.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthMethodAgent {
    /// Unique identifier for this authentication method.
    pub id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Optional human-readable description of this authentication method.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthMethodAgent {
    /// An `AuthMethodAgent` with the given required fields; optional ones are unset.
    pub fn new(id: impl Into<AuthMethodId>, name: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            description: None,
            meta: None,
        }
    }
    /// Sets [`AuthMethodAgent::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`AuthMethodAgent::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Metadata about the implementation of the client or agent.
/// Describes the name and version of an ACP implementation, with an optional
/// title for UI representation.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Implementation {
    /// Intended for programmatic or logical use, but can be used as a display
    /// name fallback if title isn't present.
    pub name: String,
    /// Intended for UI and end-user contexts and optimized to be human-readable
    /// and easily understood.
    ///
    /// If not provided, the name SHOULD be used for display.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Version of the implementation. Can be displayed to the user or used
    /// for debugging or metrics purposes. (e.g. "1.0.0").
    pub version: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Implementation {
    /// An `Implementation` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>, version: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            title: None,
            version: version.into(),
            meta: None,
        }
    }
    /// Sets [`Implementation::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`Implementation::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to the `authenticate` method.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthenticateResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthenticateResponse {
    /// An `AuthenticateResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`AuthenticateResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to the `logout` method.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LogoutResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LogoutResponse {
    /// A `LogoutResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`LogoutResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response from creating a new session.
///
/// See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/session-setup#creating-a-session)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct NewSessionResponse {
    /// Unique identifier for the created session.
    ///
    /// Used in all subsequent requests for this conversation.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub modes: Option<SessionModeState>,
    /// Initial session configuration options if supported by the Agent.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl NewSessionResponse {
    /// A `NewSessionResponse` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            modes: None,
            config_options: None,
            meta: None,
        }
    }
    /// Sets [`NewSessionResponse::modes`].
    #[must_use]
    pub fn modes(mut self, value: impl Into<SessionModeState>) -> Self {
        self.modes = Some(value.into());
        self
    }
    /// Sets [`NewSessionResponse::config_options`].
    #[must_use]
    pub fn config_options(mut self, value: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`NewSessionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The set of modes and the one currently active.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionModeState {
    /// The current mode the Agent is in.
    #[serde(rename = "currentModeId")]
    pub current_mode_id: SessionModeId,
    /// The set of modes that the Agent can operate in
    #[serde(
        rename = "availableModes",
        deserialize_with = "defaults::session_mode_state_available_modes_lenient"
    )]
    pub available_modes: Vec<SessionMode>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionModeState {
    /// A `SessionModeState` with the given required fields; optional ones are unset.
    pub fn new(
        current_mode_id: impl Into<SessionModeId>,
        available_modes: impl Into<Vec<SessionMode>>,
    ) -> Self {
        Self {
            current_mode_id: current_mode_id.into(),
            available_modes: available_modes.into(),
            meta: None,
        }
    }
    /// Sets [`SessionModeState::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Unique identifier for a Session Mode.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct SessionModeId(pub String);
impl SessionModeId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for SessionModeId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for SessionModeId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for SessionModeId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for SessionModeId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// A mode the agent can operate in.
///
/// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionMode {
    /// Stable identifier used to refer to this protocol object in later messages.
    pub id: SessionModeId,
    /// Human-readable name shown for this protocol object.
    pub name: String,
    /// Optional human-readable details shown with this protocol object.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionMode {
    /// A `SessionMode` with the given required fields; optional ones are unset.
    pub fn new(id: impl Into<SessionModeId>, name: impl Into<String>) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            description: None,
            meta: None,
        }
    }
    /// Sets [`SessionMode::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`SessionMode::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A session configuration option selector and its current state.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionConfigOption {
    /// Unique identifier for the configuration option.
    pub id: SessionConfigId,
    /// Human-readable label for the option.
    pub name: String,
    /// Optional description for the Client to display to the user.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Optional semantic category for this option (UX only).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub category: Option<SessionConfigOptionCategory>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: SessionConfigOptionKind,
}
impl SessionConfigOption {
    /// A `SessionConfigOption` with the given required fields; optional ones are unset.
    pub fn new(
        id: impl Into<SessionConfigId>,
        name: impl Into<String>,
        kind: impl Into<SessionConfigOptionKind>,
    ) -> Self {
        Self {
            id: id.into(),
            name: name.into(),
            description: None,
            category: None,
            meta: None,
            kind: kind.into(),
        }
    }
    /// Sets [`SessionConfigOption::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`SessionConfigOption::category`].
    #[must_use]
    pub fn category(mut self, value: impl Into<SessionConfigOptionCategory>) -> Self {
        self.category = Some(value.into());
        self
    }
    /// Sets [`SessionConfigOption::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The variant part of [`SessionConfigOption`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum SessionConfigOptionKind {
    /// Single-value selector (dropdown).
    #[serde(rename = "select")]
    Select(SessionConfigSelect),
    /// Boolean on/off toggle.
    #[serde(rename = "boolean")]
    Boolean(SessionConfigBoolean),
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for SessionConfigOptionKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for SessionConfigOptionKind {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "select" | "boolean")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "select" => {
                <SessionConfigSelect as serde::Deserialize>::deserialize(rest)
                    .map(Self::Select)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `select`: ", e),
                    ))
            }
            "boolean" => {
                <SessionConfigBoolean as serde::Deserialize>::deserialize(rest)
                    .map(Self::Boolean)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `boolean`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("type")),
            Some(tag) => {
                match tag {
                    "select" => {
                        crate::generated_support::lenient::from_map::<
                            SessionConfigSelect,
                            E,
                        >(map, "type `select`: ")
                            .map(Self::Select)
                    }
                    "boolean" => {
                        crate::generated_support::lenient::from_map::<
                            SessionConfigBoolean,
                            E,
                        >(map, "type `boolean`: ")
                            .map(Self::Boolean)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl SessionConfigOptionKind {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Select(_) => "select",
            Self::Boolean(_) => "boolean",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<SessionConfigSelect> for SessionConfigOptionKind {
    fn from(value: SessionConfigSelect) -> Self {
        Self::Select(value)
    }
}
impl From<SessionConfigBoolean> for SessionConfigOptionKind {
    fn from(value: SessionConfigBoolean) -> Self {
        Self::Boolean(value)
    }
}
/// Unique identifier for a session configuration option.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct SessionConfigId(pub String);
impl SessionConfigId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for SessionConfigId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for SessionConfigId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for SessionConfigId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for SessionConfigId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Semantic category for a session configuration option.
///
/// This is intended to help Clients distinguish broadly common selectors (e.g. model selector vs
/// session mode selector vs thought/reasoning level) for UX purposes (keyboard shortcuts, icons,
/// placement). It MUST NOT be required for correctness. Clients MUST handle missing or unknown
/// categories gracefully.
///
/// Category names beginning with `_` are free for custom use, like other ACP extension methods.
/// Category names that do not begin with `_` are reserved for the ACP spec.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SessionConfigOptionCategory {
    /// Session mode selector.
    Mode,
    /// Model selector.
    Model,
    /// Model-related configuration parameter.
    ModelConfig,
    /// Thought/reasoning level selector.
    ThoughtLevel,
    /// Unknown / uncategorized selector.
    Unknown(String),
}
impl SessionConfigOptionCategory {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Mode => "mode",
            Self::Model => "model",
            Self::ModelConfig => "model_config",
            Self::ThoughtLevel => "thought_level",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Mode => Some("mode"),
            Self::Model => Some("model"),
            Self::ModelConfig => Some("model_config"),
            Self::ThoughtLevel => Some("thought_level"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for SessionConfigOptionCategory {
    fn from(value: &str) -> Self {
        match value {
            "mode" => Self::Mode,
            "model" => Self::Model,
            "model_config" => Self::ModelConfig,
            "thought_level" => Self::ThoughtLevel,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for SessionConfigOptionCategory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for SessionConfigOptionCategory {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for SessionConfigOptionCategory {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Unique identifier for a session configuration option value.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct SessionConfigValueId(pub String);
impl SessionConfigValueId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for SessionConfigValueId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for SessionConfigValueId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for SessionConfigValueId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for SessionConfigValueId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Possible values for a session configuration option.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum SessionConfigSelectOptions {
    /// A flat list of options with no grouping.
    Ungrouped(Vec<SessionConfigSelectOption>),
    /// A list of options grouped under headers.
    Grouped(Vec<SessionConfigSelectGroup>),
}
impl From<Vec<SessionConfigSelectOption>> for SessionConfigSelectOptions {
    fn from(value: Vec<SessionConfigSelectOption>) -> Self {
        Self::Ungrouped(value)
    }
}
impl From<Vec<SessionConfigSelectGroup>> for SessionConfigSelectOptions {
    fn from(value: Vec<SessionConfigSelectGroup>) -> Self {
        Self::Grouped(value)
    }
}
/// A possible value for a session configuration option.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionConfigSelectOption {
    /// Unique identifier for this option value.
    pub value: SessionConfigValueId,
    /// Human-readable label for this option value.
    pub name: String,
    /// Optional description for this option value.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionConfigSelectOption {
    /// A `SessionConfigSelectOption` with the given required fields; optional ones are unset.
    pub fn new(value: impl Into<SessionConfigValueId>, name: impl Into<String>) -> Self {
        Self {
            value: value.into(),
            name: name.into(),
            description: None,
            meta: None,
        }
    }
    /// Sets [`SessionConfigSelectOption::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`SessionConfigSelectOption::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A group of possible values for a session configuration option.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionConfigSelectGroup {
    /// Unique identifier for this group.
    pub group: SessionConfigGroupId,
    /// Human-readable label for this group.
    pub name: String,
    /// The set of option values in this group.
    #[serde(deserialize_with = "defaults::session_config_select_group_options_lenient")]
    pub options: Vec<SessionConfigSelectOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionConfigSelectGroup {
    /// A `SessionConfigSelectGroup` with the given required fields; optional ones are unset.
    pub fn new(
        group: impl Into<SessionConfigGroupId>,
        name: impl Into<String>,
        options: impl Into<Vec<SessionConfigSelectOption>>,
    ) -> Self {
        Self {
            group: group.into(),
            name: name.into(),
            options: options.into(),
            meta: None,
        }
    }
    /// Sets [`SessionConfigSelectGroup::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Unique identifier for a session configuration option value group.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct SessionConfigGroupId(pub String);
impl SessionConfigGroupId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for SessionConfigGroupId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for SessionConfigGroupId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for SessionConfigGroupId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for SessionConfigGroupId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// A single-value selector (dropdown) session configuration option payload.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionConfigSelect {
    /// The currently selected value.
    #[serde(rename = "currentValue")]
    pub current_value: SessionConfigValueId,
    /// The set of selectable options.
    pub options: SessionConfigSelectOptions,
}
impl SessionConfigSelect {
    /// A `SessionConfigSelect` with the given required fields; optional ones are unset.
    pub fn new(
        current_value: impl Into<SessionConfigValueId>,
        options: impl Into<SessionConfigSelectOptions>,
    ) -> Self {
        Self {
            current_value: current_value.into(),
            options: options.into(),
        }
    }
}
/// A boolean on/off toggle session configuration option payload.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionConfigBoolean {
    /// The current value of the boolean option.
    #[serde(rename = "currentValue")]
    pub current_value: bool,
}
impl SessionConfigBoolean {
    /// A `SessionConfigBoolean` with the given required fields; optional ones are unset.
    pub fn new(current_value: impl Into<bool>) -> Self {
        Self {
            current_value: current_value.into(),
        }
    }
}
/// Response from loading an existing session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LoadSessionResponse {
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub modes: Option<SessionModeState>,
    /// Initial session configuration options if supported by the Agent.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LoadSessionResponse {
    /// A `LoadSessionResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            modes: None,
            config_options: None,
            meta: None,
        }
    }
    /// Sets [`LoadSessionResponse::modes`].
    #[must_use]
    pub fn modes(mut self, value: impl Into<SessionModeState>) -> Self {
        self.modes = Some(value.into());
        self
    }
    /// Sets [`LoadSessionResponse::config_options`].
    #[must_use]
    pub fn config_options(mut self, value: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`LoadSessionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response from listing sessions.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ListSessionsResponse {
    /// Array of session information objects
    #[serde(deserialize_with = "defaults::list_sessions_response_sessions_lenient")]
    pub sessions: Vec<SessionInfo>,
    /// Opaque cursor token. If present, pass this in the next request's cursor parameter
    /// to fetch the next page. If absent, there are no more results.
    #[serde(
        rename = "nextCursor",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub next_cursor: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ListSessionsResponse {
    /// A `ListSessionsResponse` with the given required fields; optional ones are unset.
    pub fn new(sessions: impl Into<Vec<SessionInfo>>) -> Self {
        Self {
            sessions: sessions.into(),
            next_cursor: None,
            meta: None,
        }
    }
    /// Sets [`ListSessionsResponse::next_cursor`].
    #[must_use]
    pub fn next_cursor(mut self, value: impl Into<String>) -> Self {
        self.next_cursor = Some(value.into());
        self
    }
    /// Sets [`ListSessionsResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Information about a session returned by session/list
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionInfo {
    /// Unique identifier for the session
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The working directory for this session. Must be an absolute path.
    pub cwd: String,
    /// Additional workspace roots reported for this session. Each path MUST be absolute.
    ///
    /// When present, this is the complete ordered additional-root list reported
    /// by the Agent. Omitted and empty values are equivalent: the response
    /// reports no additional roots.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub additional_directories: Option<Vec<String>>,
    /// Human-readable title for the session
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// ISO 8601 timestamp of last activity
    #[serde(
        rename = "updatedAt",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub updated_at: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionInfo {
    /// A `SessionInfo` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            cwd: cwd.into(),
            additional_directories: None,
            title: None,
            updated_at: None,
            meta: None,
        }
    }
    /// Sets [`SessionInfo::additional_directories`].
    #[must_use]
    pub fn additional_directories(mut self, value: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`SessionInfo::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`SessionInfo::updated_at`].
    #[must_use]
    pub fn updated_at(mut self, value: impl Into<String>) -> Self {
        self.updated_at = Some(value.into());
        self
    }
    /// Sets [`SessionInfo::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response from deleting a session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DeleteSessionResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl DeleteSessionResponse {
    /// A `DeleteSessionResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`DeleteSessionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response from resuming an existing session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ResumeSessionResponse {
    /// Initial mode state if supported by the Agent
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub modes: Option<SessionModeState>,
    /// Initial session configuration options if supported by the Agent.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ResumeSessionResponse {
    /// A `ResumeSessionResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            modes: None,
            config_options: None,
            meta: None,
        }
    }
    /// Sets [`ResumeSessionResponse::modes`].
    #[must_use]
    pub fn modes(mut self, value: impl Into<SessionModeState>) -> Self {
        self.modes = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionResponse::config_options`].
    #[must_use]
    pub fn config_options(mut self, value: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response from closing a session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CloseSessionResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CloseSessionResponse {
    /// A `CloseSessionResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`CloseSessionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to `session/set_mode` method.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetSessionModeResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SetSessionModeResponse {
    /// A `SetSessionModeResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SetSessionModeResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to `session/set_config_option` method.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetSessionConfigOptionResponse {
    /// The full set of configuration options and their current values.
    #[serde(
        rename = "configOptions",
        deserialize_with = "defaults::set_session_config_option_response_config_options_lenient"
    )]
    pub config_options: Vec<SessionConfigOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SetSessionConfigOptionResponse {
    /// A `SetSessionConfigOptionResponse` with the given required fields; optional ones are unset.
    pub fn new(config_options: impl Into<Vec<SessionConfigOption>>) -> Self {
        Self {
            config_options: config_options.into(),
            meta: None,
        }
    }
    /// Sets [`SetSessionConfigOptionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response from processing a user prompt.
///
/// See protocol docs: [Check for Completion](https://agentclientprotocol.com/protocol/v1/prompt-turn#4-check-for-completion)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptResponse {
    /// Indicates why the agent stopped processing the turn.
    #[serde(rename = "stopReason")]
    pub stop_reason: StopReason,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptResponse {
    /// A `PromptResponse` with the given required fields; optional ones are unset.
    pub fn new(stop_reason: impl Into<StopReason>) -> Self {
        Self {
            stop_reason: stop_reason.into(),
            meta: None,
        }
    }
    /// Sets [`PromptResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Reasons why an agent stops processing a prompt turn.
///
/// See protocol docs: [Stop Reasons](https://agentclientprotocol.com/protocol/v1/prompt-turn#stop-reasons)
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StopReason {
    /// The turn ended successfully.
    EndTurn,
    /// The turn ended because the agent reached the maximum number of tokens.
    MaxTokens,
    /// The turn ended because the agent reached the maximum number of allowed
    /// agent requests between user turns.
    MaxTurnRequests,
    /// The turn ended because the agent refused to continue. The user prompt
    /// and everything that comes after it won't be included in the next
    /// prompt, so this should be reflected in the UI.
    Refusal,
    /// The turn was cancelled by the client via `session/cancel`.
    ///
    /// This stop reason MUST be returned when the client sends a `session/cancel`
    /// notification, even if the cancellation causes exceptions in underlying operations.
    /// Agents SHOULD catch these exceptions and return this semantically meaningful
    /// response to confirm successful cancellation.
    Cancelled,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl StopReason {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::EndTurn => "end_turn",
            Self::MaxTokens => "max_tokens",
            Self::MaxTurnRequests => "max_turn_requests",
            Self::Refusal => "refusal",
            Self::Cancelled => "cancelled",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::EndTurn => Some("end_turn"),
            Self::MaxTokens => Some("max_tokens"),
            Self::MaxTurnRequests => Some("max_turn_requests"),
            Self::Refusal => Some("refusal"),
            Self::Cancelled => Some("cancelled"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for StopReason {
    fn from(value: &str) -> Self {
        match value {
            "end_turn" => Self::EndTurn,
            "max_tokens" => Self::MaxTokens,
            "max_turn_requests" => Self::MaxTurnRequests,
            "refusal" => Self::Refusal,
            "cancelled" => Self::Cancelled,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for StopReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for StopReason {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for StopReason {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Allows for sending an arbitrary response to an extension request that is not part of the ACP spec.
/// Extension methods provide a way to add custom functionality while maintaining
/// protocol compatibility.
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
pub type ExtResponse = serde_json::Value;
/// JSON-RPC error object.
///
/// Represents an error that occurred during method execution, following the
/// JSON-RPC 2.0 error object specification with optional additional data.
///
/// See protocol docs: [JSON-RPC Error Object](https://www.jsonrpc.org/specification#error_object)
///
/// This is the runtime's [`crate::Error`], what handlers return and
/// [`crate::CallError::Peer`] carries, under this module's name.
pub use crate::Error;
/// Predefined error codes for common JSON-RPC and ACP-specific errors.
///
/// Standard errors use the JSON-RPC 2.0 codes. ACP-specific errors use the JSON-RPC
/// server-error range (-32000 to -32099), and request cancellation uses -32800 from the
/// range LSP reserves (-32899 to -32800).
///
/// This is the runtime's [`crate::ErrorCode`], whose constants are the
/// named codes of every protocol module's schema.
pub use crate::ErrorCode;
/// Notification containing a session update from the agent.
///
/// Used to stream real-time progress and results during prompt processing.
///
/// See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v1/prompt-turn#3-agent-reports-output)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionNotification {
    /// The ID of the session this update pertains to.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The actual update content.
    pub update: SessionUpdate,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionNotification {
    /// A `SessionNotification` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        update: impl Into<SessionUpdate>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            update: update.into(),
            meta: None,
        }
    }
    /// Sets [`SessionNotification::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Different types of updates that can be sent during session processing.
///
/// These updates provide real-time feedback about the agent's progress.
///
/// See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v1/prompt-turn#3-agent-reports-output)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "sessionUpdate")]
#[non_exhaustive]
pub enum SessionUpdate {
    /// A chunk of the user's message being streamed.
    #[serde(rename = "user_message_chunk")]
    UserMessageChunk(ContentChunk),
    /// A chunk of the agent's response being streamed.
    #[serde(rename = "agent_message_chunk")]
    AgentMessageChunk(ContentChunk),
    /// A chunk of the agent's internal reasoning being streamed.
    #[serde(rename = "agent_thought_chunk")]
    AgentThoughtChunk(ContentChunk),
    /// Notification that a new tool call has been initiated.
    #[serde(rename = "tool_call")]
    ToolCall(ToolCall),
    /// Update on the status or results of a tool call.
    #[serde(rename = "tool_call_update")]
    ToolCallUpdate(ToolCallUpdate),
    /// The agent's execution plan for complex tasks.
    /// See protocol docs: [Agent Plan](https://agentclientprotocol.com/protocol/v1/agent-plan)
    #[serde(rename = "plan")]
    Plan(Plan),
    /// Replaces the plan with this ID. Agents MUST NOT send this update unless
    /// the Client advertised `plan`.
    #[serde(rename = "plan_update")]
    PlanUpdate(PlanUpdate),
    /// Removes the plan with this ID. Agents MUST NOT send this update unless
    /// the Client advertised `plan`.
    #[serde(rename = "plan_removed")]
    PlanRemoved(PlanRemoved),
    /// Available commands are ready or have changed
    #[serde(rename = "available_commands_update")]
    AvailableCommandsUpdate(AvailableCommandsUpdate),
    /// The current mode of the session has changed
    ///
    /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
    #[serde(rename = "current_mode_update")]
    CurrentModeUpdate(CurrentModeUpdate),
    /// Session configuration options have been updated.
    #[serde(rename = "config_option_update")]
    ConfigOptionUpdate(ConfigOptionUpdate),
    /// Session metadata has been updated (title, timestamps, custom metadata)
    #[serde(rename = "session_info_update")]
    SessionInfoUpdate(SessionInfoUpdate),
    /// Context window and cost update for the session.
    #[serde(rename = "usage_update")]
    UsageUpdate(UsageUpdate),
    /// Information for the user that is not part of session history.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `session.notices` Client capability.
    #[serde(rename = "notice")]
    Notice(Notice),
    /// A context compaction has been created or updated.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `session.compaction` Client capability.
    #[serde(rename = "compaction_update")]
    CompactionUpdate(CompactionUpdate),
    /// A content block appended to a context compaction's retained summary.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `session.compaction` Client capability.
    #[serde(rename = "compaction_summary_chunk")]
    CompactionSummaryChunk(CompactionSummaryChunk),
    /// Announces a child session created and owned by this session, or updates
    /// that ownership association's metadata.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `subagents` Client capability.
    ///
    /// See protocol docs: [Subagents](https://agentclientprotocol.com/protocol/v1/subagents)
    #[serde(rename = "subagent_update")]
    SubagentUpdate(SubagentUpdate),
    /// A message upsert observed in this session's transcript, sent to or
    /// received from another session.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `subagents` Client capability.
    ///
    /// See protocol docs: [Session-directed messages](https://agentclientprotocol.com/protocol/v1/prompt-turn#session-directed-messages)
    #[serde(rename = "session_message")]
    SessionMessage(SessionMessage),
    /// One content block appended to a sent or received session message.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `subagents` Client capability.
    ///
    /// See protocol docs: [Session-directed messages](https://agentclientprotocol.com/protocol/v1/prompt-turn#session-directed-messages)
    #[serde(rename = "session_message_chunk")]
    SessionMessageChunk(SessionMessageChunk),
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for SessionUpdate {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for SessionUpdate {
    const TAG: &'static str = "sessionUpdate";
    fn is_known(tag: &str) -> bool {
        matches!(
            tag, "user_message_chunk" | "agent_message_chunk" | "agent_thought_chunk" |
            "tool_call" | "tool_call_update" | "plan" | "plan_update" | "plan_removed" |
            "available_commands_update" | "current_mode_update" | "config_option_update"
            | "session_info_update" | "usage_update" | "notice" | "compaction_update" |
            "compaction_summary_chunk" | "subagent_update" | "session_message" |
            "session_message_chunk"
        )
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "user_message_chunk" => {
                <ContentChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::UserMessageChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `user_message_chunk`: ", e),
                    ))
            }
            "agent_message_chunk" => {
                <ContentChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::AgentMessageChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `agent_message_chunk`: ", e),
                    ))
            }
            "agent_thought_chunk" => {
                <ContentChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::AgentThoughtChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `agent_thought_chunk`: ", e),
                    ))
            }
            "tool_call" => {
                <ToolCall as serde::Deserialize>::deserialize(rest)
                    .map(Self::ToolCall)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `tool_call`: ", e),
                    ))
            }
            "tool_call_update" => {
                <ToolCallUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::ToolCallUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `tool_call_update`: ", e),
                    ))
            }
            "plan" => {
                <Plan as serde::Deserialize>::deserialize(rest)
                    .map(Self::Plan)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `plan`: ", e),
                    ))
            }
            "plan_update" => {
                <PlanUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::PlanUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `plan_update`: ", e),
                    ))
            }
            "plan_removed" => {
                <PlanRemoved as serde::Deserialize>::deserialize(rest)
                    .map(Self::PlanRemoved)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `plan_removed`: ", e),
                    ))
            }
            "available_commands_update" => {
                <AvailableCommandsUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::AvailableCommandsUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!(
                            "{}{}", "sessionUpdate `available_commands_update`: ", e
                        ),
                    ))
            }
            "current_mode_update" => {
                <CurrentModeUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::CurrentModeUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `current_mode_update`: ", e),
                    ))
            }
            "config_option_update" => {
                <ConfigOptionUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::ConfigOptionUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `config_option_update`: ", e),
                    ))
            }
            "session_info_update" => {
                <SessionInfoUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::SessionInfoUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `session_info_update`: ", e),
                    ))
            }
            "usage_update" => {
                <UsageUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::UsageUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `usage_update`: ", e),
                    ))
            }
            "notice" => {
                <Notice as serde::Deserialize>::deserialize(rest)
                    .map(Self::Notice)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `notice`: ", e),
                    ))
            }
            "compaction_update" => {
                <CompactionUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::CompactionUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `compaction_update`: ", e),
                    ))
            }
            "compaction_summary_chunk" => {
                <CompactionSummaryChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::CompactionSummaryChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!(
                            "{}{}", "sessionUpdate `compaction_summary_chunk`: ", e
                        ),
                    ))
            }
            "subagent_update" => {
                <SubagentUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::SubagentUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `subagent_update`: ", e),
                    ))
            }
            "session_message" => {
                <SessionMessage as serde::Deserialize>::deserialize(rest)
                    .map(Self::SessionMessage)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `session_message`: ", e),
                    ))
            }
            "session_message_chunk" => {
                <SessionMessageChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::SessionMessageChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!(
                            "{}{}", "sessionUpdate `session_message_chunk`: ", e
                        ),
                    ))
            }
            _ => {
                Err(
                    serde::de::Error::custom(
                        format_args!("unknown {} `{tag}`", "sessionUpdate"),
                    ),
                )
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("sessionUpdate").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("sessionUpdate")),
            Some(tag) => {
                match tag {
                    "user_message_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            ContentChunk,
                            E,
                        >(map, "sessionUpdate `user_message_chunk`: ")
                            .map(Self::UserMessageChunk)
                    }
                    "agent_message_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            ContentChunk,
                            E,
                        >(map, "sessionUpdate `agent_message_chunk`: ")
                            .map(Self::AgentMessageChunk)
                    }
                    "agent_thought_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            ContentChunk,
                            E,
                        >(map, "sessionUpdate `agent_thought_chunk`: ")
                            .map(Self::AgentThoughtChunk)
                    }
                    "tool_call" => {
                        crate::generated_support::lenient::from_map::<
                            ToolCall,
                            E,
                        >(map, "sessionUpdate `tool_call`: ")
                            .map(Self::ToolCall)
                    }
                    "tool_call_update" => {
                        crate::generated_support::lenient::from_map::<
                            ToolCallUpdate,
                            E,
                        >(map, "sessionUpdate `tool_call_update`: ")
                            .map(Self::ToolCallUpdate)
                    }
                    "plan" => {
                        crate::generated_support::lenient::from_map::<
                            Plan,
                            E,
                        >(map, "sessionUpdate `plan`: ")
                            .map(Self::Plan)
                    }
                    "plan_update" => {
                        crate::generated_support::lenient::from_map::<
                            PlanUpdate,
                            E,
                        >(map, "sessionUpdate `plan_update`: ")
                            .map(Self::PlanUpdate)
                    }
                    "plan_removed" => {
                        crate::generated_support::lenient::from_map::<
                            PlanRemoved,
                            E,
                        >(map, "sessionUpdate `plan_removed`: ")
                            .map(Self::PlanRemoved)
                    }
                    "available_commands_update" => {
                        crate::generated_support::lenient::from_map::<
                            AvailableCommandsUpdate,
                            E,
                        >(map, "sessionUpdate `available_commands_update`: ")
                            .map(Self::AvailableCommandsUpdate)
                    }
                    "current_mode_update" => {
                        crate::generated_support::lenient::from_map::<
                            CurrentModeUpdate,
                            E,
                        >(map, "sessionUpdate `current_mode_update`: ")
                            .map(Self::CurrentModeUpdate)
                    }
                    "config_option_update" => {
                        crate::generated_support::lenient::from_map::<
                            ConfigOptionUpdate,
                            E,
                        >(map, "sessionUpdate `config_option_update`: ")
                            .map(Self::ConfigOptionUpdate)
                    }
                    "session_info_update" => {
                        crate::generated_support::lenient::from_map::<
                            SessionInfoUpdate,
                            E,
                        >(map, "sessionUpdate `session_info_update`: ")
                            .map(Self::SessionInfoUpdate)
                    }
                    "usage_update" => {
                        crate::generated_support::lenient::from_map::<
                            UsageUpdate,
                            E,
                        >(map, "sessionUpdate `usage_update`: ")
                            .map(Self::UsageUpdate)
                    }
                    "notice" => {
                        crate::generated_support::lenient::from_map::<
                            Notice,
                            E,
                        >(map, "sessionUpdate `notice`: ")
                            .map(Self::Notice)
                    }
                    "compaction_update" => {
                        crate::generated_support::lenient::from_map::<
                            CompactionUpdate,
                            E,
                        >(map, "sessionUpdate `compaction_update`: ")
                            .map(Self::CompactionUpdate)
                    }
                    "compaction_summary_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            CompactionSummaryChunk,
                            E,
                        >(map, "sessionUpdate `compaction_summary_chunk`: ")
                            .map(Self::CompactionSummaryChunk)
                    }
                    "subagent_update" => {
                        crate::generated_support::lenient::from_map::<
                            SubagentUpdate,
                            E,
                        >(map, "sessionUpdate `subagent_update`: ")
                            .map(Self::SubagentUpdate)
                    }
                    "session_message" => {
                        crate::generated_support::lenient::from_map::<
                            SessionMessage,
                            E,
                        >(map, "sessionUpdate `session_message`: ")
                            .map(Self::SessionMessage)
                    }
                    "session_message_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            SessionMessageChunk,
                            E,
                        >(map, "sessionUpdate `session_message_chunk`: ")
                            .map(Self::SessionMessageChunk)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl SessionUpdate {
    /// The value of `sessionUpdate` on the wire; for [`Self::Unknown`], the `sessionUpdate` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::UserMessageChunk(_) => "user_message_chunk",
            Self::AgentMessageChunk(_) => "agent_message_chunk",
            Self::AgentThoughtChunk(_) => "agent_thought_chunk",
            Self::ToolCall(_) => "tool_call",
            Self::ToolCallUpdate(_) => "tool_call_update",
            Self::Plan(_) => "plan",
            Self::PlanUpdate(_) => "plan_update",
            Self::PlanRemoved(_) => "plan_removed",
            Self::AvailableCommandsUpdate(_) => "available_commands_update",
            Self::CurrentModeUpdate(_) => "current_mode_update",
            Self::ConfigOptionUpdate(_) => "config_option_update",
            Self::SessionInfoUpdate(_) => "session_info_update",
            Self::UsageUpdate(_) => "usage_update",
            Self::Notice(_) => "notice",
            Self::CompactionUpdate(_) => "compaction_update",
            Self::CompactionSummaryChunk(_) => "compaction_summary_chunk",
            Self::SubagentUpdate(_) => "subagent_update",
            Self::SessionMessage(_) => "session_message",
            Self::SessionMessageChunk(_) => "session_message_chunk",
            Self::Unknown(map) => {
                map.get("sessionUpdate")
                    .and_then(serde_json::Value::as_str)
                    .unwrap_or_default()
            }
        }
    }
}
impl From<ToolCall> for SessionUpdate {
    fn from(value: ToolCall) -> Self {
        Self::ToolCall(value)
    }
}
impl From<ToolCallUpdate> for SessionUpdate {
    fn from(value: ToolCallUpdate) -> Self {
        Self::ToolCallUpdate(value)
    }
}
impl From<Plan> for SessionUpdate {
    fn from(value: Plan) -> Self {
        Self::Plan(value)
    }
}
impl From<PlanUpdate> for SessionUpdate {
    fn from(value: PlanUpdate) -> Self {
        Self::PlanUpdate(value)
    }
}
impl From<PlanRemoved> for SessionUpdate {
    fn from(value: PlanRemoved) -> Self {
        Self::PlanRemoved(value)
    }
}
impl From<AvailableCommandsUpdate> for SessionUpdate {
    fn from(value: AvailableCommandsUpdate) -> Self {
        Self::AvailableCommandsUpdate(value)
    }
}
impl From<CurrentModeUpdate> for SessionUpdate {
    fn from(value: CurrentModeUpdate) -> Self {
        Self::CurrentModeUpdate(value)
    }
}
impl From<ConfigOptionUpdate> for SessionUpdate {
    fn from(value: ConfigOptionUpdate) -> Self {
        Self::ConfigOptionUpdate(value)
    }
}
impl From<SessionInfoUpdate> for SessionUpdate {
    fn from(value: SessionInfoUpdate) -> Self {
        Self::SessionInfoUpdate(value)
    }
}
impl From<UsageUpdate> for SessionUpdate {
    fn from(value: UsageUpdate) -> Self {
        Self::UsageUpdate(value)
    }
}
impl From<Notice> for SessionUpdate {
    fn from(value: Notice) -> Self {
        Self::Notice(value)
    }
}
impl From<CompactionUpdate> for SessionUpdate {
    fn from(value: CompactionUpdate) -> Self {
        Self::CompactionUpdate(value)
    }
}
impl From<CompactionSummaryChunk> for SessionUpdate {
    fn from(value: CompactionSummaryChunk) -> Self {
        Self::CompactionSummaryChunk(value)
    }
}
impl From<SubagentUpdate> for SessionUpdate {
    fn from(value: SubagentUpdate) -> Self {
        Self::SubagentUpdate(value)
    }
}
impl From<SessionMessage> for SessionUpdate {
    fn from(value: SessionMessage) -> Self {
        Self::SessionMessage(value)
    }
}
impl From<SessionMessageChunk> for SessionUpdate {
    fn from(value: SessionMessageChunk) -> Self {
        Self::SessionMessageChunk(value)
    }
}
/// Unique identifier for a message within a session.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct MessageId(pub String);
impl MessageId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for MessageId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for MessageId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for MessageId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for MessageId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// A streamed item of content
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ContentChunk {
    /// A single item of content
    pub content: ContentBlock,
    /// A unique identifier for the message this chunk belongs to.
    ///
    /// All chunks belonging to the same message share the same `messageId`.
    /// A change in `messageId` indicates a new message has started.
    #[serde(
        rename = "messageId",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub message_id: Option<MessageId>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ContentChunk {
    /// A `ContentChunk` with the given required fields; optional ones are unset.
    pub fn new(content: impl Into<ContentBlock>) -> Self {
        Self {
            content: content.into(),
            message_id: None,
            meta: None,
        }
    }
    /// Sets [`ContentChunk::message_id`].
    #[must_use]
    pub fn message_id(mut self, value: impl Into<MessageId>) -> Self {
        self.message_id = Some(value.into());
        self
    }
    /// Sets [`ContentChunk::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Represents a tool call that the language model has requested.
///
/// Tool calls are actions that the agent executes on behalf of the language model,
/// such as reading files, executing code, or fetching data from external sources.
///
/// See protocol docs: [Tool Calls](https://agentclientprotocol.com/protocol/v1/tool-calls)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCall {
    /// Unique identifier for this tool call within the session.
    #[serde(rename = "toolCallId")]
    pub tool_call_id: ToolCallId,
    /// Human-readable title describing what the tool is doing.
    pub title: String,
    /// Programmatic name of the tool being invoked.
    ///
    /// This field is optional. Omitting it or sending `null` both mean that no
    /// tool name is available.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub name: Option<String>,
    /// The category of tool being invoked.
    /// Helps clients choose appropriate icons and UI treatment.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub kind: Option<ToolKind>,
    /// Current execution status of the tool call.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub status: Option<ToolCallStatus>,
    /// Content produced by the tool call.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub content: Option<Vec<ToolCallContent>>,
    /// File locations affected by this tool call.
    /// Enables "follow-along" features in clients.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub locations: Option<Vec<ToolCallLocation>>,
    /// Raw input parameters sent to the tool.
    #[serde(
        rename = "rawInput",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub raw_input: Option<serde_json::Value>,
    /// Raw output returned by the tool.
    #[serde(
        rename = "rawOutput",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub raw_output: Option<serde_json::Value>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ToolCall {
    /// A `ToolCall` with the given required fields; optional ones are unset.
    pub fn new(tool_call_id: impl Into<ToolCallId>, title: impl Into<String>) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            title: title.into(),
            name: None,
            kind: None,
            status: None,
            content: None,
            locations: None,
            raw_input: None,
            raw_output: None,
            meta: None,
        }
    }
    /// Sets [`ToolCall::name`].
    #[must_use]
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Sets [`ToolCall::kind`].
    #[must_use]
    pub fn kind(mut self, value: impl Into<ToolKind>) -> Self {
        self.kind = Some(value.into());
        self
    }
    /// Sets [`ToolCall::status`].
    #[must_use]
    pub fn status(mut self, value: impl Into<ToolCallStatus>) -> Self {
        self.status = Some(value.into());
        self
    }
    /// Sets [`ToolCall::content`].
    #[must_use]
    pub fn content(mut self, value: impl Into<Vec<ToolCallContent>>) -> Self {
        self.content = Some(value.into());
        self
    }
    /// Sets [`ToolCall::locations`].
    #[must_use]
    pub fn locations(mut self, value: impl Into<Vec<ToolCallLocation>>) -> Self {
        self.locations = Some(value.into());
        self
    }
    /// Sets [`ToolCall::raw_input`].
    #[must_use]
    pub fn raw_input(mut self, value: impl Into<serde_json::Value>) -> Self {
        self.raw_input = Some(value.into());
        self
    }
    /// Sets [`ToolCall::raw_output`].
    #[must_use]
    pub fn raw_output(mut self, value: impl Into<serde_json::Value>) -> Self {
        self.raw_output = Some(value.into());
        self
    }
    /// Sets [`ToolCall::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A single entry in the execution plan.
///
/// Represents a task or goal that the assistant intends to accomplish
/// as part of fulfilling the user's request.
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/agent-plan#plan-entries)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PlanEntry {
    /// Human-readable description of what this task aims to accomplish.
    pub content: String,
    /// The relative importance of this task.
    /// Used to indicate which tasks are most critical to the overall goal.
    pub priority: PlanEntryPriority,
    /// Current execution status of this task.
    pub status: PlanEntryStatus,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PlanEntry {
    /// A `PlanEntry` with the given required fields; optional ones are unset.
    pub fn new(
        content: impl Into<String>,
        priority: impl Into<PlanEntryPriority>,
        status: impl Into<PlanEntryStatus>,
    ) -> Self {
        Self {
            content: content.into(),
            priority: priority.into(),
            status: status.into(),
            meta: None,
        }
    }
    /// Sets [`PlanEntry::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Priority levels for plan entries.
///
/// Used to indicate the relative importance or urgency of different
/// tasks in the execution plan.
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/agent-plan#plan-entries)
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PlanEntryPriority {
    /// High priority task - critical to the overall goal.
    High,
    /// Medium priority task - important but not critical.
    Medium,
    /// Low priority task - nice to have but not essential.
    Low,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl PlanEntryPriority {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::High => "high",
            Self::Medium => "medium",
            Self::Low => "low",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::High => Some("high"),
            Self::Medium => Some("medium"),
            Self::Low => Some("low"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for PlanEntryPriority {
    fn from(value: &str) -> Self {
        match value {
            "high" => Self::High,
            "medium" => Self::Medium,
            "low" => Self::Low,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for PlanEntryPriority {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for PlanEntryPriority {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for PlanEntryPriority {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Status of a plan entry in the execution flow.
///
/// Tracks the lifecycle of each task from planning through completion.
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v1/agent-plan#plan-entries)
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PlanEntryStatus {
    /// The task has not started yet.
    Pending,
    /// The task is currently being worked on.
    InProgress,
    /// The task has been successfully completed.
    Completed,
    /// A value this version of the schema does not know, kept as it was received.
    Unknown(String),
}
impl PlanEntryStatus {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Pending => "pending",
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Pending => Some("pending"),
            Self::InProgress => Some("in_progress"),
            Self::Completed => Some("completed"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for PlanEntryStatus {
    fn from(value: &str) -> Self {
        match value {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for PlanEntryStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for PlanEntryStatus {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for PlanEntryStatus {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// A checklist sent with the `plan` session update.
///
/// See protocol docs: [Agent Plan](https://agentclientprotocol.com/protocol/v1/agent-plan)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Plan {
    /// The list of tasks to be accomplished.
    ///
    /// The Agent MUST send all entries with their current status.
    /// The Client MUST replace the entire checklist with each update.
    #[serde(deserialize_with = "defaults::plan_entries_lenient")]
    pub entries: Vec<PlanEntry>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Plan {
    /// A `Plan` with the given required fields; optional ones are unset.
    pub fn new(entries: impl Into<Vec<PlanEntry>>) -> Self {
        Self {
            entries: entries.into(),
            meta: None,
        }
    }
    /// Sets [`Plan::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Updated content for a plan.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum PlanUpdateContent {
    /// Structured plan entries.
    #[serde(rename = "items")]
    Items(PlanItems),
    /// The complete plan as Markdown.
    #[serde(rename = "markdown")]
    Markdown(PlanMarkdown),
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for PlanUpdateContent {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for PlanUpdateContent {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "items" | "markdown")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "items" => {
                <PlanItems as serde::Deserialize>::deserialize(rest)
                    .map(Self::Items)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `items`: ", e),
                    ))
            }
            "markdown" => {
                <PlanMarkdown as serde::Deserialize>::deserialize(rest)
                    .map(Self::Markdown)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `markdown`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("type")),
            Some(tag) => {
                match tag {
                    "items" => {
                        crate::generated_support::lenient::from_map::<
                            PlanItems,
                            E,
                        >(map, "type `items`: ")
                            .map(Self::Items)
                    }
                    "markdown" => {
                        crate::generated_support::lenient::from_map::<
                            PlanMarkdown,
                            E,
                        >(map, "type `markdown`: ")
                            .map(Self::Markdown)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl PlanUpdateContent {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Items(_) => "items",
            Self::Markdown(_) => "markdown",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<PlanItems> for PlanUpdateContent {
    fn from(value: PlanItems) -> Self {
        Self::Items(value)
    }
}
impl From<PlanMarkdown> for PlanUpdateContent {
    fn from(value: PlanMarkdown) -> Self {
        Self::Markdown(value)
    }
}
/// Unique identifier for a plan within a session.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct PlanId(pub String);
impl PlanId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for PlanId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for PlanId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for PlanId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for PlanId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// A plan represented as structured entries.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PlanItems {
    /// The plan ID to update.
    #[serde(rename = "planId")]
    pub plan_id: PlanId,
    /// The list of tasks to be accomplished.
    ///
    /// The Agent MUST send all entries with their current status.
    /// The Client MUST replace the checklist with this `planId` on each update.
    #[serde(deserialize_with = "defaults::plan_items_entries_lenient")]
    pub entries: Vec<PlanEntry>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PlanItems {
    /// A `PlanItems` with the given required fields; optional ones are unset.
    pub fn new(plan_id: impl Into<PlanId>, entries: impl Into<Vec<PlanEntry>>) -> Self {
        Self {
            plan_id: plan_id.into(),
            entries: entries.into(),
            meta: None,
        }
    }
    /// Sets [`PlanItems::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A plan represented as Markdown.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PlanMarkdown {
    /// The plan ID to update.
    #[serde(rename = "planId")]
    pub plan_id: PlanId,
    /// The complete plan as Markdown, not just the text that changed.
    pub content: String,
    /// The absolute path of the file that holds this plan.
    ///
    /// Omitted and `null` both mean the plan has no file. A supplied path MUST
    /// be absolute. `content` is the plan to display whether or not `path` is set.
    /// Clients can use `path` to open the file.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub path: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PlanMarkdown {
    /// A `PlanMarkdown` with the given required fields; optional ones are unset.
    pub fn new(plan_id: impl Into<PlanId>, content: impl Into<String>) -> Self {
        Self {
            plan_id: plan_id.into(),
            content: content.into(),
            path: None,
            meta: None,
        }
    }
    /// Sets [`PlanMarkdown::path`].
    #[must_use]
    pub fn path(mut self, value: impl Into<String>) -> Self {
        self.path = Some(value.into());
        self
    }
    /// Sets [`PlanMarkdown::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A content update for a plan identified by ID.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PlanUpdate {
    /// Replaces the whole plan with this `planId`, even if its `type` changes.
    pub plan: PlanUpdateContent,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PlanUpdate {
    /// A `PlanUpdate` with the given required fields; optional ones are unset.
    pub fn new(plan: impl Into<PlanUpdateContent>) -> Self {
        Self {
            plan: plan.into(),
            meta: None,
        }
    }
    /// Sets [`PlanUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Removal notice for a plan identified by ID.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PlanRemoved {
    /// The plan ID to remove. Clients MUST ignore a removal for an unknown ID.
    #[serde(rename = "planId")]
    pub plan_id: PlanId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PlanRemoved {
    /// A `PlanRemoved` with the given required fields; optional ones are unset.
    pub fn new(plan_id: impl Into<PlanId>) -> Self {
        Self {
            plan_id: plan_id.into(),
            meta: None,
        }
    }
    /// Sets [`PlanRemoved::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Information about a command.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AvailableCommand {
    /// Command name (e.g., `create_plan`, `research_codebase`).
    pub name: String,
    /// Human-readable description of what the command does.
    pub description: String,
    /// Input for the command if required
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub input: Option<AvailableCommandInput>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AvailableCommand {
    /// An `AvailableCommand` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>, description: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            description: description.into(),
            input: None,
            meta: None,
        }
    }
    /// Sets [`AvailableCommand::input`].
    #[must_use]
    pub fn input(mut self, value: impl Into<AvailableCommandInput>) -> Self {
        self.input = Some(value.into());
        self
    }
    /// Sets [`AvailableCommand::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The input specification for a command.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum AvailableCommandInput {
    /// All text that was typed after the command name is provided as input.
    Unstructured(UnstructuredCommandInput),
}
impl From<UnstructuredCommandInput> for AvailableCommandInput {
    fn from(value: UnstructuredCommandInput) -> Self {
        Self::Unstructured(value)
    }
}
/// All text that was typed after the command name is provided as input.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UnstructuredCommandInput {
    /// A hint to display when the input hasn't been provided yet
    pub hint: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl UnstructuredCommandInput {
    /// An `UnstructuredCommandInput` with the given required fields; optional ones are unset.
    pub fn new(hint: impl Into<String>) -> Self {
        Self {
            hint: hint.into(),
            meta: None,
        }
    }
    /// Sets [`UnstructuredCommandInput::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Available commands are ready or have changed
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AvailableCommandsUpdate {
    /// Commands the agent can execute
    #[serde(
        rename = "availableCommands",
        deserialize_with = "defaults::available_commands_update_available_commands_lenient"
    )]
    pub available_commands: Vec<AvailableCommand>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AvailableCommandsUpdate {
    /// An `AvailableCommandsUpdate` with the given required fields; optional ones are unset.
    pub fn new(available_commands: impl Into<Vec<AvailableCommand>>) -> Self {
        Self {
            available_commands: available_commands.into(),
            meta: None,
        }
    }
    /// Sets [`AvailableCommandsUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The current mode of the session has changed
///
/// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CurrentModeUpdate {
    /// The ID of the current mode
    #[serde(rename = "currentModeId")]
    pub current_mode_id: SessionModeId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CurrentModeUpdate {
    /// A `CurrentModeUpdate` with the given required fields; optional ones are unset.
    pub fn new(current_mode_id: impl Into<SessionModeId>) -> Self {
        Self {
            current_mode_id: current_mode_id.into(),
            meta: None,
        }
    }
    /// Sets [`CurrentModeUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Session configuration options have been updated.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ConfigOptionUpdate {
    /// The full set of configuration options and their current values.
    #[serde(
        rename = "configOptions",
        deserialize_with = "defaults::config_option_update_config_options_lenient"
    )]
    pub config_options: Vec<SessionConfigOption>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ConfigOptionUpdate {
    /// A `ConfigOptionUpdate` with the given required fields; optional ones are unset.
    pub fn new(config_options: impl Into<Vec<SessionConfigOption>>) -> Self {
        Self {
            config_options: config_options.into(),
            meta: None,
        }
    }
    /// Sets [`ConfigOptionUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Update to session metadata. All fields are optional to support partial updates.
///
/// Agents send this notification to update session information like title or custom metadata.
/// Clients can use it to keep session titles and state current.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionInfoUpdate {
    /// Human-readable title for the session. Set to null to clear.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub title: Option<Option<String>>,
    /// ISO 8601 timestamp of last activity. Set to null to clear.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "updatedAt",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub updated_at: Option<Option<String>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionInfoUpdate {
    /// A `SessionInfoUpdate` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            title: None,
            updated_at: None,
            meta: None,
        }
    }
    /// Sets [`SessionInfoUpdate::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionInfoUpdate::title`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_title(mut self) -> Self {
        self.title = Some(None);
        self
    }
    /// Sets [`SessionInfoUpdate::updated_at`].
    #[must_use]
    pub fn updated_at(mut self, value: impl Into<String>) -> Self {
        self.updated_at = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionInfoUpdate::updated_at`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_updated_at(mut self) -> Self {
        self.updated_at = Some(None);
        self
    }
    /// Sets [`SessionInfoUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Cost information for a session.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Cost {
    /// Total cumulative cost for session.
    pub amount: f64,
    /// Unit of `amount`: an ISO 4217 currency code (e.g., "USD", "EUR") for money, or another
    /// unit such as "credits".
    pub currency: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Cost {
    /// A `Cost` with the given required fields; optional ones are unset.
    pub fn new(amount: impl Into<f64>, currency: impl Into<String>) -> Self {
        Self {
            amount: amount.into(),
            currency: currency.into(),
            meta: None,
        }
    }
    /// Sets [`Cost::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Context window and cost update for a session.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UsageUpdate {
    /// Tokens currently in context.
    pub used: u64,
    /// Total context window size in tokens.
    pub size: u64,
    /// Cumulative session cost (optional).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub cost: Option<Cost>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl UsageUpdate {
    /// A `UsageUpdate` with the given required fields; optional ones are unset.
    pub fn new(used: impl Into<u64>, size: impl Into<u64>) -> Self {
        Self {
            used: used.into(),
            size: size.into(),
            cost: None,
            meta: None,
        }
    }
    /// Sets [`UsageUpdate::cost`].
    #[must_use]
    pub fn cost(mut self, value: impl Into<Cost>) -> Self {
        self.cost = Some(value.into());
        self
    }
    /// Sets [`UsageUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Severity hint for a session notice.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum NoticeSeverity {
    /// Informational notice.
    Info,
    /// Warning notice.
    Warning,
    /// Error notice.
    Error,
    /// Custom or future notice severity.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Other unknown values are reserved for future ACP severities.
    Unknown(String),
}
impl NoticeSeverity {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Info => "info",
            Self::Warning => "warning",
            Self::Error => "error",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Info => Some("info"),
            Self::Warning => Some("warning"),
            Self::Error => Some("error"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for NoticeSeverity {
    fn from(value: &str) -> Self {
        match value {
            "info" => Self::Info,
            "warning" => Self::Warning,
            "error" => Self::Error,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for NoticeSeverity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for NoticeSeverity {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for NoticeSeverity {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Fire-and-forget information for the user.
///
/// Notices are live events rather than session history. Agents must not rely on
/// a notice being received, displayed, or seen by the user.
/// Agents MUST only send notices when the Client advertised
/// the `session.notices` Client capability. Otherwise, Agents may use an agent
/// message when the information should still be surfaced to the user.
///
/// See RFD: [Session Notices](https://agentclientprotocol.com/rfds/session-notices)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Notice {
    /// Presentation severity hint.
    pub severity: NoticeSeverity,
    /// Required non-empty plain-text title that can stand alone.
    pub title: String,
    /// Optional plain-text detail or guidance.
    ///
    /// Omitted and `null` are equivalent and mean no description was supplied.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Metadata scoped to this notice.
    ///
    /// Omitted and `null` are equivalent and mean no metadata was supplied.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Notice {
    /// A `Notice` with the given required fields; optional ones are unset.
    pub fn new(severity: impl Into<NoticeSeverity>, title: impl Into<String>) -> Self {
        Self {
            severity: severity.into(),
            title: title.into(),
            description: None,
            meta: None,
        }
    }
    /// Sets [`Notice::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`Notice::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Unique identifier for a context compaction within a session.
#[derive(
    Debug,
    Clone,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize
)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct CompactionId(pub String);
impl CompactionId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for CompactionId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for CompactionId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for CompactionId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for CompactionId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Lifecycle state of a context compaction.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CompactionStatus {
    /// Compaction has started and has not finished.
    InProgress,
    /// Compaction finished successfully.
    Completed,
    /// Compaction finished unsuccessfully.
    Failed,
    /// Compaction was cancelled before it finished.
    Cancelled,
    /// Custom or future compaction status.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Other unknown values are reserved for future ACP statuses.
    Unknown(String),
}
impl CompactionStatus {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Cancelled => "cancelled",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::InProgress => Some("in_progress"),
            Self::Completed => Some("completed"),
            Self::Failed => Some("failed"),
            Self::Cancelled => Some("cancelled"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for CompactionStatus {
    fn from(value: &str) -> Self {
        match value {
            "in_progress" => Self::InProgress,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            "cancelled" => Self::Cancelled,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for CompactionStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for CompactionStatus {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for CompactionStatus {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// A context compaction upsert. The first notification fixes the compaction's
/// timeline position. Later updates with the same ID patch that entity in place.
/// Agents MUST only send this update when the Client advertised
/// the `session.compaction` Client capability.
///
/// `summary`, `error`, and `_meta` have patch semantics: omission leaves the
/// stored value unchanged, `null` clears it, and a concrete value replaces it.
/// `summary: []` also clears the summary.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CompactionUpdate {
    /// The Agent-owned ID of this compaction, unique within the session.
    #[serde(rename = "compactionId")]
    pub compaction_id: CompactionId,
    /// Current lifecycle status.
    pub status: CompactionStatus,
    /// Complete replacement user-displayable summary content for the compaction.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_items_or_none"
    )]
    pub summary: Option<Option<Vec<ContentBlock>>>,
    /// Human-readable error details for the compaction.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub error: Option<Option<String>>,
    /// Extensible metadata patch for this compaction.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub meta: Option<Option<serde_json::Map<String, serde_json::Value>>>,
}
impl CompactionUpdate {
    /// A `CompactionUpdate` with the given required fields; optional ones are unset.
    pub fn new(
        compaction_id: impl Into<CompactionId>,
        status: impl Into<CompactionStatus>,
    ) -> Self {
        Self {
            compaction_id: compaction_id.into(),
            status: status.into(),
            summary: None,
            error: None,
            meta: None,
        }
    }
    /// Sets [`CompactionUpdate::summary`].
    #[must_use]
    pub fn summary(mut self, value: impl Into<Vec<ContentBlock>>) -> Self {
        self.summary = Some(Some(value.into()));
        self
    }
    /// Sets [`CompactionUpdate::summary`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_summary(mut self) -> Self {
        self.summary = Some(None);
        self
    }
    /// Sets [`CompactionUpdate::error`].
    #[must_use]
    pub fn error(mut self, value: impl Into<String>) -> Self {
        self.error = Some(Some(value.into()));
        self
    }
    /// Sets [`CompactionUpdate::error`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_error(mut self) -> Self {
        self.error = Some(None);
        self
    }
    /// Sets [`CompactionUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`CompactionUpdate::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
        self
    }
}
/// A content block appended to a compaction's summary. A first-seen ID creates
/// an in-progress compaction. Chunks append in receive order.
/// Agents MUST only send this update when the Client advertised
/// the `session.compaction` Client capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CompactionSummaryChunk {
    /// ID of the compaction whose summary receives this content.
    #[serde(rename = "compactionId")]
    pub compaction_id: CompactionId,
    /// One content block to append.
    pub content: ContentBlock,
    /// Metadata scoped to this chunk. Omission and `null` both mean absent.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CompactionSummaryChunk {
    /// A `CompactionSummaryChunk` with the given required fields; optional ones are unset.
    pub fn new(
        compaction_id: impl Into<CompactionId>,
        content: impl Into<ContentBlock>,
    ) -> Self {
        Self {
            compaction_id: compaction_id.into(),
            content: content.into(),
            meta: None,
        }
    }
    /// Sets [`CompactionSummaryChunk::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Client-initiated session mutations permitted for a specific subagent session.
///
/// A mutation requires an explicit per-child capability. Support for the method
/// on ordinary sessions does not grant support on a child.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SubagentSessionCapabilities {
    /// Permits the client to cancel this child's current work without ending
    /// the session. Omitted or `null` means unsupported. An object (including
    /// `{}`) means supported.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub cancel: Option<SessionCancelCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SubagentSessionCapabilities {
    /// A `SubagentSessionCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { cancel: None, meta: None }
    }
    /// Sets [`SubagentSessionCapabilities::cancel`].
    #[must_use]
    pub fn cancel(mut self, value: impl Into<SessionCancelCapabilities>) -> Self {
        self.cancel = Some(value.into());
        self
    }
    /// Sets [`SubagentSessionCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capability to cancel work in a subagent session without ending that session.
///
/// Supplying `{}` advertises support. An omitted or `null` `cancel` does not.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionCancelCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionCancelCapabilities {
    /// A `SessionCancelCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionCancelCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Current foreground-work state of a reusable child session.
///
/// Each update is a whole-object snapshot. Idle does not terminate the child.
/// The parent can message it again, transitioning it back to running.
/// Background activity may still emit other session updates while idle.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "state")]
#[non_exhaustive]
pub enum StateUpdate {
    /// Foreground work is in progress.
    #[serde(rename = "running")]
    Running(RunningStateUpdate),
    /// Foreground work is not in progress. The parent can give the child more work.
    #[serde(rename = "idle")]
    Idle(IdleStateUpdate),
    /// Foreground work is blocked on user action.
    #[serde(rename = "requires_action")]
    RequiresAction(RequiresActionStateUpdate),
    /// The Agent cannot currently determine foreground activity.
    ///
    /// This replaces previously confirmed activity without ending the work or session.
    #[serde(rename = "unknown")]
    UnknownValue(UnknownStateUpdate),
    /// Custom or future state.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Other unknown values are reserved for future ACP variants.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for StateUpdate {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for StateUpdate {
    const TAG: &'static str = "state";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "running" | "idle" | "requires_action" | "unknown")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "running" => {
                <RunningStateUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::Running)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "state `running`: ", e),
                    ))
            }
            "idle" => {
                <IdleStateUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::Idle)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "state `idle`: ", e),
                    ))
            }
            "requires_action" => {
                <RequiresActionStateUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::RequiresAction)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "state `requires_action`: ", e),
                    ))
            }
            "unknown" => {
                <UnknownStateUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::UnknownValue)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "state `unknown`: ", e),
                    ))
            }
            _ => {
                Err(
                    serde::de::Error::custom(format_args!("unknown {} `{tag}`", "state")),
                )
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("state").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("state")),
            Some(tag) => {
                match tag {
                    "running" => {
                        crate::generated_support::lenient::from_map::<
                            RunningStateUpdate,
                            E,
                        >(map, "state `running`: ")
                            .map(Self::Running)
                    }
                    "idle" => {
                        crate::generated_support::lenient::from_map::<
                            IdleStateUpdate,
                            E,
                        >(map, "state `idle`: ")
                            .map(Self::Idle)
                    }
                    "requires_action" => {
                        crate::generated_support::lenient::from_map::<
                            RequiresActionStateUpdate,
                            E,
                        >(map, "state `requires_action`: ")
                            .map(Self::RequiresAction)
                    }
                    "unknown" => {
                        crate::generated_support::lenient::from_map::<
                            UnknownStateUpdate,
                            E,
                        >(map, "state `unknown`: ")
                            .map(Self::UnknownValue)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl StateUpdate {
    /// The value of `state` on the wire; for [`Self::Unknown`], the `state` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Running(_) => "running",
            Self::Idle(_) => "idle",
            Self::RequiresAction(_) => "requires_action",
            Self::UnknownValue(_) => "unknown",
            Self::Unknown(map) => {
                map.get("state").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<RunningStateUpdate> for StateUpdate {
    fn from(value: RunningStateUpdate) -> Self {
        Self::Running(value)
    }
}
impl From<IdleStateUpdate> for StateUpdate {
    fn from(value: IdleStateUpdate) -> Self {
        Self::Idle(value)
    }
}
impl From<RequiresActionStateUpdate> for StateUpdate {
    fn from(value: RequiresActionStateUpdate) -> Self {
        Self::RequiresAction(value)
    }
}
impl From<UnknownStateUpdate> for StateUpdate {
    fn from(value: UnknownStateUpdate) -> Self {
        Self::UnknownValue(value)
    }
}
/// Foreground work is in progress.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct RunningStateUpdate {
    /// The _meta property is reserved by ACP for additional metadata.
    /// Implementations MUST NOT make assumptions about values at these keys.
    /// Optional. Omitted and `null` mean no metadata for this state snapshot.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl RunningStateUpdate {
    /// A `RunningStateUpdate` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`RunningStateUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Details of a failure that ended a child's foreground work.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ErrorStopReason {
    /// The failure, as a JSON-RPC error object.
    ///
    /// Optional. Omitted or `null` both mean the agent is not reporting failure details.
    /// Agents SHOULD include it.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub error: Option<Error>,
}
impl ErrorStopReason {
    /// An `ErrorStopReason` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { error: None }
    }
    /// Sets [`ErrorStopReason::error`].
    #[must_use]
    pub fn error(mut self, value: impl Into<Error>) -> Self {
        self.error = Some(value.into());
        self
    }
}
/// Foreground work is not in progress. The parent can give the child more work.
///
/// An omitted or `null` `stopReason` means not reported.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct IdleStateUpdate {
    /// The _meta property is reserved by ACP for additional metadata.
    /// Implementations MUST NOT make assumptions about values at these keys.
    /// Optional. Omitted and `null` mean no metadata for this state snapshot.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: IdleStateUpdateKind,
}
impl IdleStateUpdate {
    /// An `IdleStateUpdate` with the given required fields; optional ones are unset.
    pub fn new(kind: impl Into<IdleStateUpdateKind>) -> Self {
        Self {
            meta: None,
            kind: kind.into(),
        }
    }
    /// Sets [`IdleStateUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The variant part of [`IdleStateUpdate`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "stopReason")]
#[non_exhaustive]
pub enum IdleStateUpdateKind {
    /// The work ended successfully.
    #[serde(rename = "end_turn")]
    EndTurn,
    /// The work ended because the agent reached the maximum number of tokens.
    #[serde(rename = "max_tokens")]
    MaxTokens,
    /// The work ended because the agent reached the maximum number of allowed
    /// agent requests.
    #[serde(rename = "max_turn_requests")]
    MaxTurnRequests,
    /// The work ended because the agent refused to continue.
    #[serde(rename = "refusal")]
    Refusal,
    /// The work was cancelled.
    #[serde(rename = "cancelled")]
    Cancelled,
    /// The work ended because something failed.
    #[serde(rename = "error")]
    Error(ErrorStopReason),
    /// No stop reason: `stopReason` is omitted or `null`.
    #[serde(untagged)]
    None,
    /// Custom or future stop reason.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Other unknown values are reserved for future ACP variants.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for IdleStateUpdateKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for IdleStateUpdateKind {
    const TAG: &'static str = "stopReason";
    fn is_known(tag: &str) -> bool {
        matches!(
            tag, "end_turn" | "max_tokens" | "max_turn_requests" | "refusal" |
            "cancelled" | "error"
        )
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "end_turn" => {
                <serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest)
                    .map(|_| Self::EndTurn)
            }
            "max_tokens" => {
                <serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest)
                    .map(|_| Self::MaxTokens)
            }
            "max_turn_requests" => {
                <serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest)
                    .map(|_| Self::MaxTurnRequests)
            }
            "refusal" => {
                <serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest)
                    .map(|_| Self::Refusal)
            }
            "cancelled" => {
                <serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest)
                    .map(|_| Self::Cancelled)
            }
            "error" => {
                <ErrorStopReason as serde::Deserialize>::deserialize(rest)
                    .map(Self::Error)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "stopReason `error`: ", e),
                    ))
            }
            _ => {
                Err(
                    serde::de::Error::custom(
                        format_args!("unknown {} `{tag}`", "stopReason"),
                    ),
                )
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("stopReason").and_then(serde_json::Value::as_str) {
            None => Ok(Self::None),
            Some(tag) => {
                match tag {
                    "end_turn" => Ok(Self::EndTurn),
                    "max_tokens" => Ok(Self::MaxTokens),
                    "max_turn_requests" => Ok(Self::MaxTurnRequests),
                    "refusal" => Ok(Self::Refusal),
                    "cancelled" => Ok(Self::Cancelled),
                    "error" => {
                        crate::generated_support::lenient::from_map::<
                            ErrorStopReason,
                            E,
                        >(map, "stopReason `error`: ")
                            .map(Self::Error)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl IdleStateUpdateKind {
    /// The value of `stopReason` on the wire: `None` for [`Self::None`], which is sent without it; for [`Self::Unknown`], the `stopReason` it was received with.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::EndTurn => Some("end_turn"),
            Self::MaxTokens => Some("max_tokens"),
            Self::MaxTurnRequests => Some("max_turn_requests"),
            Self::Refusal => Some("refusal"),
            Self::Cancelled => Some("cancelled"),
            Self::Error(_) => Some("error"),
            Self::None => None,
            Self::Unknown(map) => {
                map.get("stopReason").and_then(serde_json::Value::as_str)
            }
        }
    }
}
impl From<ErrorStopReason> for IdleStateUpdateKind {
    fn from(value: ErrorStopReason) -> Self {
        Self::Error(value)
    }
}
/// Foreground work is blocked on user action.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct RequiresActionStateUpdate {
    /// The _meta property is reserved by ACP for additional metadata.
    /// Implementations MUST NOT make assumptions about values at these keys.
    /// Optional. Omitted and `null` mean no metadata for this state snapshot.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl RequiresActionStateUpdate {
    /// A `RequiresActionStateUpdate` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`RequiresActionStateUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The Agent cannot currently determine foreground activity.
///
/// Report this when activity becomes unobservable, not merely because the child
/// has been quiet. The Client MUST stop presenting the previous state as confirmed
/// current activity, but may retain it as last known. A later state replaces this
/// snapshot normally.
///
/// This is not a task outcome or session closure. It does not cancel work, resolve
/// pending requests, or revoke capabilities. If a control is no longer available,
/// the Agent updates the capabilities explicitly. Unfinished tool calls and
/// terminals stay as last reported. The Agent does not invent a final status
/// for them, and Clients do not present them as confirmed live activity.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UnknownStateUpdate {
    /// The _meta property is reserved by ACP for additional metadata.
    /// Implementations MUST NOT make assumptions about values at these keys.
    /// Optional. Omitted and `null` mean no metadata for this state snapshot.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl UnknownStateUpdate {
    /// An `UnknownStateUpdate` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`UnknownStateUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Notification that the enclosing parent session created and owns a child session.
///
/// Later updates modify the existing association's metadata, not its ownership.
///
/// Sent on the immediate parent session. The first update for an unknown
/// `sessionId` announces the child and MUST be sent
/// before any live child traffic or live message naming the child as sender
/// or recipient. Parents may message and reuse an announced child across
/// multiple operations.
/// Child events are delivered automatically on the same connection. No child
/// load, resume, or subscription is needed.
///
/// Only the subagent session ID is required. Omitted patch fields keep their
/// previous values. `null` clears them. Clearing capabilities disables child
/// mutations. Clearing state leaves current activity unset/unconfirmed: it does
/// not imply idle, stop work, or create an `unknown` state snapshot. A concrete
/// state replaces the entire previous state object, not the session.
/// The title and description provide the parent's display metadata for the
/// child. They do not replace the content of individual messages or operations.
/// `cwd` and `additionalDirectories` report where the Agent placed the child.
/// While unset, each inherits the immediate parent's effective value.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SubagentUpdate {
    /// The opaque session ID identifying the child in all ACP messages.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The parent's human-readable display title for this child. It need not be unique.
    ///
    /// Omitted means unchanged. `null` clears it. If unset, the Client chooses
    /// a fallback presentation.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub title: Option<Option<String>>,
    /// The parent's human-readable description of the child's role or purpose.
    ///
    /// Omitted means unchanged. `null` clears it. If unset, the Client chooses
    /// a fallback presentation. This is current display metadata, not the
    /// history of instructions sent to the child.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub description: Option<Option<String>>,
    /// Client-initiated session mutations permitted for this subagent session.
    ///
    /// Omitted means unchanged. `null` clears the capability set and disables
    /// child mutations. If never supplied, no session mutations are permitted.
    /// Read-only operations retain their normal protocol semantics and capability
    /// requirements. A concrete object replaces the whole capability set.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub capabilities: Option<Option<SubagentSessionCapabilities>>,
    /// Current state snapshot for the child session.
    ///
    /// Omitted means unchanged. `null` clears the current activity without
    /// asserting idle or sending an `unknown` snapshot. A concrete state
    /// replaces the previous state object wholesale. If never supplied, the
    /// current activity is unset/unconfirmed.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub state: Option<Option<StateUpdate>>,
    /// The child's working directory. Must be an absolute path.
    ///
    /// Optional and nullable. Omitted means unchanged. `null` clears the
    /// reported value. While unset, the child inherits its immediate parent's
    /// effective working directory. Clients use this value for the child's
    /// root set and as the default terminal working directory.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch"
    )]
    pub cwd: Option<Option<String>>,
    /// Additional workspace roots for the child. Each path MUST be absolute.
    ///
    /// Optional and nullable. Omitted means unchanged. `null` clears the
    /// reported value. While unset, the child inherits its immediate parent's
    /// effective additional directories, independently of `cwd`. A concrete
    /// array replaces the whole list. `[]` reports no additional directories.
    /// Clients use these values for the child's root set.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch"
    )]
    pub additional_directories: Option<Option<Vec<String>>>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    /// Omitted means unchanged. `null` removes the metadata.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub meta: Option<Option<serde_json::Map<String, serde_json::Value>>>,
}
impl SubagentUpdate {
    /// A `SubagentUpdate` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            title: None,
            description: None,
            capabilities: None,
            state: None,
            cwd: None,
            additional_directories: None,
            meta: None,
        }
    }
    /// Sets [`SubagentUpdate::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(Some(value.into()));
        self
    }
    /// Sets [`SubagentUpdate::title`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_title(mut self) -> Self {
        self.title = Some(None);
        self
    }
    /// Sets [`SubagentUpdate::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(Some(value.into()));
        self
    }
    /// Sets [`SubagentUpdate::description`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_description(mut self) -> Self {
        self.description = Some(None);
        self
    }
    /// Sets [`SubagentUpdate::capabilities`].
    #[must_use]
    pub fn capabilities(
        mut self,
        value: impl Into<SubagentSessionCapabilities>,
    ) -> Self {
        self.capabilities = Some(Some(value.into()));
        self
    }
    /// Sets [`SubagentUpdate::capabilities`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_capabilities(mut self) -> Self {
        self.capabilities = Some(None);
        self
    }
    /// Sets [`SubagentUpdate::state`].
    #[must_use]
    pub fn state(mut self, value: impl Into<StateUpdate>) -> Self {
        self.state = Some(Some(value.into()));
        self
    }
    /// Sets [`SubagentUpdate::state`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_state(mut self) -> Self {
        self.state = Some(None);
        self
    }
    /// Sets [`SubagentUpdate::cwd`].
    #[must_use]
    pub fn cwd(mut self, value: impl Into<String>) -> Self {
        self.cwd = Some(Some(value.into()));
        self
    }
    /// Sets [`SubagentUpdate::cwd`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_cwd(mut self) -> Self {
        self.cwd = Some(None);
        self
    }
    /// Sets [`SubagentUpdate::additional_directories`].
    #[must_use]
    pub fn additional_directories(mut self, value: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(Some(value.into()));
        self
    }
    /// Sets [`SubagentUpdate::additional_directories`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_additional_directories(mut self) -> Self {
        self.additional_directories = Some(None);
        self
    }
    /// Sets [`SubagentUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`SubagentUpdate::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
        self
    }
}
/// An upsert for an inter-session message.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionMessage {
    /// Identifier of this message within the enclosing session's transcript.
    #[serde(rename = "messageId")]
    pub message_id: MessageId,
    /// The sending session.
    ///
    /// Omitted leaves the stored value unchanged. `null` clears it. A value replaces it.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "senderSessionId",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub sender_session_id: Option<Option<SessionId>>,
    /// The receiving session.
    ///
    /// Omitted leaves the stored value unchanged. `null` clears it. A value replaces it.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "recipientSessionId",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub recipient_session_id: Option<Option<SessionId>>,
    /// On an incoming view, the `messageId` of the same message's outgoing view in the
    /// sender's transcript.
    ///
    /// Omitted leaves the stored value unchanged. `null` clears it. A value replaces it. It can arrive
    /// after the message starts streaming.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "senderMessageId",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub sender_message_id: Option<Option<MessageId>>,
    /// On an outgoing view, the `messageId` of the same message's incoming view in the
    /// recipient's transcript.
    ///
    /// Omitted leaves the stored value unchanged. `null` clears it. A value replaces it. It can arrive
    /// after the message starts streaming.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "recipientMessageId",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub recipient_message_id: Option<Option<MessageId>>,
    /// Omitted leaves content unchanged. `null` or `[]` clears it.
    /// A non-empty array replaces all content.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_items_or_none"
    )]
    pub content: Option<Option<Vec<ContentBlock>>>,
    /// Omitted leaves metadata unchanged. `null` removes it.
    ///
    /// Implementations MUST NOT make assumptions about values in `_meta`.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub meta: Option<Option<serde_json::Map<String, serde_json::Value>>>,
}
impl SessionMessage {
    /// A `SessionMessage` with the given required fields; optional ones are unset.
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
            sender_session_id: None,
            recipient_session_id: None,
            sender_message_id: None,
            recipient_message_id: None,
            content: None,
            meta: None,
        }
    }
    /// Sets [`SessionMessage::sender_session_id`].
    #[must_use]
    pub fn sender_session_id(mut self, value: impl Into<SessionId>) -> Self {
        self.sender_session_id = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionMessage::sender_session_id`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_sender_session_id(mut self) -> Self {
        self.sender_session_id = Some(None);
        self
    }
    /// Sets [`SessionMessage::recipient_session_id`].
    #[must_use]
    pub fn recipient_session_id(mut self, value: impl Into<SessionId>) -> Self {
        self.recipient_session_id = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionMessage::recipient_session_id`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_recipient_session_id(mut self) -> Self {
        self.recipient_session_id = Some(None);
        self
    }
    /// Sets [`SessionMessage::sender_message_id`].
    #[must_use]
    pub fn sender_message_id(mut self, value: impl Into<MessageId>) -> Self {
        self.sender_message_id = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionMessage::sender_message_id`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_sender_message_id(mut self) -> Self {
        self.sender_message_id = Some(None);
        self
    }
    /// Sets [`SessionMessage::recipient_message_id`].
    #[must_use]
    pub fn recipient_message_id(mut self, value: impl Into<MessageId>) -> Self {
        self.recipient_message_id = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionMessage::recipient_message_id`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_recipient_message_id(mut self) -> Self {
        self.recipient_message_id = Some(None);
        self
    }
    /// Sets [`SessionMessage::content`].
    #[must_use]
    pub fn content(mut self, value: impl Into<Vec<ContentBlock>>) -> Self {
        self.content = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionMessage::content`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_content(mut self) -> Self {
        self.content = Some(None);
        self
    }
    /// Sets [`SessionMessage::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionMessage::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
        self
    }
}
/// A streamed content block of an inter-session message.
///
/// A chunk carries only content. The message's participants and references come from
/// `session_message` upserts, which can arrive before, between, or after its chunks.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionMessageChunk {
    /// Identifier of this message within the enclosing session's transcript.
    #[serde(rename = "messageId")]
    pub message_id: MessageId,
    /// A single content block appended to the message.
    pub content: ContentBlock,
    /// Optional and nullable chunk-scoped metadata. Omitted or `null` means none.
    ///
    /// Implementations MUST NOT make assumptions about values in `_meta`.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionMessageChunk {
    /// A `SessionMessageChunk` with the given required fields; optional ones are unset.
    pub fn new(
        message_id: impl Into<MessageId>,
        content: impl Into<ContentBlock>,
    ) -> Self {
        Self {
            message_id: message_id.into(),
            content: content.into(),
            meta: None,
        }
    }
    /// Sets [`SessionMessageChunk::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Notification sent by the agent when a URL-based elicitation is complete.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CompleteElicitationNotification {
    /// The ID of the elicitation that completed.
    #[serde(rename = "elicitationId")]
    pub elicitation_id: ElicitationId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CompleteElicitationNotification {
    /// A `CompleteElicitationNotification` with the given required fields; optional ones are unset.
    pub fn new(elicitation_id: impl Into<ElicitationId>) -> Self {
        Self {
            elicitation_id: elicitation_id.into(),
            meta: None,
        }
    }
    /// Sets [`CompleteElicitationNotification::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Allows either side to send an arbitrary notification that is not part of the ACP spec.
/// Extension notifications provide a way to send one-way messages for custom functionality
/// while maintaining protocol compatibility.
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
pub type ExtNotification = serde_json::Value;
/// Request parameters for the initialize method.
///
/// Sent by the client to establish connection and negotiate capabilities.
///
/// See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v1/initialization)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct InitializeRequest {
    /// The latest protocol version supported by the client.
    #[serde(rename = "protocolVersion")]
    pub protocol_version: ProtocolVersion,
    /// Capabilities supported by the client.
    #[serde(
        rename = "clientCapabilities",
        default = "defaults::initialize_request_client_capabilities",
        deserialize_with = "defaults::initialize_request_client_capabilities_lenient"
    )]
    pub client_capabilities: ClientCapabilities,
    /// Information about the Client name and version sent to the Agent.
    ///
    /// Note: in future versions of the protocol, this will be required.
    #[serde(
        rename = "clientInfo",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub client_info: Option<Implementation>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl InitializeRequest {
    /// An `InitializeRequest` with the given required fields; optional ones are unset.
    pub fn new(protocol_version: impl Into<ProtocolVersion>) -> Self {
        Self {
            protocol_version: protocol_version.into(),
            client_capabilities: defaults::initialize_request_client_capabilities(),
            client_info: None,
            meta: None,
        }
    }
    /// Sets [`InitializeRequest::client_capabilities`].
    #[must_use]
    pub fn client_capabilities(mut self, value: impl Into<ClientCapabilities>) -> Self {
        self.client_capabilities = value.into();
        self
    }
    /// Sets [`InitializeRequest::client_info`].
    #[must_use]
    pub fn client_info(mut self, value: impl Into<Implementation>) -> Self {
        self.client_info = Some(value.into());
        self
    }
    /// Sets [`InitializeRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities supported by the client.
///
/// Advertised during initialization to inform the agent about
/// available features and methods.
///
/// See protocol docs: [Client Capabilities](https://agentclientprotocol.com/protocol/v1/initialization#client-capabilities)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ClientCapabilities {
    /// File system capabilities supported by the client.
    /// Determines which file operations the agent can request.
    #[serde(
        default = "defaults::client_capabilities_fs",
        deserialize_with = "defaults::client_capabilities_fs_lenient"
    )]
    pub fs: FileSystemCapabilities,
    /// Whether the Client support all `terminal/*` methods.
    #[serde(
        default = "defaults::client_capabilities_terminal",
        deserialize_with = "defaults::client_capabilities_terminal_lenient"
    )]
    pub terminal: bool,
    /// Session-related capabilities supported by the client.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise any
    /// session-related extensions.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub session: Option<ClientSessionCapabilities>,
    /// Whether the client understands exposed subagent sessions.
    ///
    /// Optional and nullable. Omitted or `null` both mean the client does not
    /// advertise support.
    /// Supplying `{}` means the client understands child associations, work-state
    /// snapshots, session-directed messages, and restricted-session semantics.
    ///
    /// See protocol docs: [Subagents](https://agentclientprotocol.com/protocol/v1/subagents)
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub subagents: Option<SubagentCapabilities>,
    /// Whether the Client supports `plan_update` and `plan_removed` session updates.
    ///
    /// Optional. Omitted or `null` both mean the Client does not advertise support.
    /// Supplying `{}` means the Client can receive both update types.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub plan: Option<PlanCapabilities>,
    /// Authentication capabilities supported by the client.
    /// Determines which authentication method types the agent may include
    /// in its `InitializeResponse`.
    #[serde(
        default = "defaults::client_capabilities_auth",
        deserialize_with = "defaults::client_capabilities_auth_lenient"
    )]
    pub auth: AuthCapabilities,
    /// Elicitation capabilities supported by the client.
    /// Determines which elicitation modes the agent may use.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise
    /// elicitation support.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub elicitation: Option<ElicitationCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Default for ClientCapabilities {
    fn default() -> Self {
        Self {
            fs: defaults::client_capabilities_fs(),
            terminal: defaults::client_capabilities_terminal(),
            session: None,
            subagents: None,
            plan: None,
            auth: defaults::client_capabilities_auth(),
            elicitation: None,
            meta: None,
        }
    }
}
impl ClientCapabilities {
    /// A `ClientCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            fs: defaults::client_capabilities_fs(),
            terminal: defaults::client_capabilities_terminal(),
            session: None,
            subagents: None,
            plan: None,
            auth: defaults::client_capabilities_auth(),
            elicitation: None,
            meta: None,
        }
    }
    /// Sets [`ClientCapabilities::fs`].
    #[must_use]
    pub fn fs(mut self, value: impl Into<FileSystemCapabilities>) -> Self {
        self.fs = value.into();
        self
    }
    /// Sets [`ClientCapabilities::terminal`].
    #[must_use]
    pub fn terminal(mut self, value: impl Into<bool>) -> Self {
        self.terminal = value.into();
        self
    }
    /// Sets [`ClientCapabilities::session`].
    #[must_use]
    pub fn session(mut self, value: impl Into<ClientSessionCapabilities>) -> Self {
        self.session = Some(value.into());
        self
    }
    /// Sets [`ClientCapabilities::subagents`].
    #[must_use]
    pub fn subagents(mut self, value: impl Into<SubagentCapabilities>) -> Self {
        self.subagents = Some(value.into());
        self
    }
    /// Sets [`ClientCapabilities::plan`].
    #[must_use]
    pub fn plan(mut self, value: impl Into<PlanCapabilities>) -> Self {
        self.plan = Some(value.into());
        self
    }
    /// Sets [`ClientCapabilities::auth`].
    #[must_use]
    pub fn auth(mut self, value: impl Into<AuthCapabilities>) -> Self {
        self.auth = value.into();
        self
    }
    /// Sets [`ClientCapabilities::elicitation`].
    #[must_use]
    pub fn elicitation(mut self, value: impl Into<ElicitationCapabilities>) -> Self {
        self.elicitation = Some(value.into());
        self
    }
    /// Sets [`ClientCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// File system capabilities that a client may support.
///
/// See protocol docs: [FileSystem](https://agentclientprotocol.com/protocol/v1/initialization#filesystem)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct FileSystemCapabilities {
    /// Whether the Client supports `fs/read_text_file` requests.
    #[serde(
        rename = "readTextFile",
        default = "defaults::file_system_capabilities_read_text_file",
        deserialize_with = "defaults::file_system_capabilities_read_text_file_lenient"
    )]
    pub read_text_file: bool,
    /// Whether the Client supports `fs/write_text_file` requests.
    #[serde(
        rename = "writeTextFile",
        default = "defaults::file_system_capabilities_write_text_file",
        deserialize_with = "defaults::file_system_capabilities_write_text_file_lenient"
    )]
    pub write_text_file: bool,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Default for FileSystemCapabilities {
    fn default() -> Self {
        Self {
            read_text_file: defaults::file_system_capabilities_read_text_file(),
            write_text_file: defaults::file_system_capabilities_write_text_file(),
            meta: None,
        }
    }
}
impl FileSystemCapabilities {
    /// A `FileSystemCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            read_text_file: defaults::file_system_capabilities_read_text_file(),
            write_text_file: defaults::file_system_capabilities_write_text_file(),
            meta: None,
        }
    }
    /// Sets [`FileSystemCapabilities::read_text_file`].
    #[must_use]
    pub fn read_text_file(mut self, value: impl Into<bool>) -> Self {
        self.read_text_file = value.into();
        self
    }
    /// Sets [`FileSystemCapabilities::write_text_file`].
    #[must_use]
    pub fn write_text_file(mut self, value: impl Into<bool>) -> Self {
        self.write_text_file = value.into();
        self
    }
    /// Sets [`FileSystemCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Session-related capabilities supported by the client.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ClientSessionCapabilities {
    /// Support for ID-addressed context compaction updates. Omitted or `null`
    /// means unsupported. `{}` advertises the complete compaction contract.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub compaction: Option<CompactionCapabilities>,
    /// Config option capabilities supported by the client.
    ///
    /// Omitted or `null` both mean the client does not advertise support for any
    /// config option extensions.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub config_options: Option<SessionConfigOptionsCapabilities>,
    /// Support for live user-facing `notice` session updates.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means the client can present notices to the user.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub notices: Option<NoticeCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ClientSessionCapabilities {
    /// A `ClientSessionCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            compaction: None,
            config_options: None,
            notices: None,
            meta: None,
        }
    }
    /// Sets [`ClientSessionCapabilities::compaction`].
    #[must_use]
    pub fn compaction(mut self, value: impl Into<CompactionCapabilities>) -> Self {
        self.compaction = Some(value.into());
        self
    }
    /// Sets [`ClientSessionCapabilities::config_options`].
    #[must_use]
    pub fn config_options(
        mut self,
        value: impl Into<SessionConfigOptionsCapabilities>,
    ) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`ClientSessionCapabilities::notices`].
    #[must_use]
    pub fn notices(mut self, value: impl Into<NoticeCapabilities>) -> Self {
        self.notices = Some(value.into());
        self
    }
    /// Sets [`ClientSessionCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Client support for ID-addressed context compaction updates.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CompactionCapabilities {}
impl CompactionCapabilities {
    /// A `CompactionCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {}
    }
}
/// Session configuration option capabilities supported by the client.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionConfigOptionsCapabilities {
    /// Whether the client supports boolean session configuration options.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means agents may include `type: "boolean"` entries in
    /// `configOptions`, and the client may send `session/set_config_option`
    /// requests with `type: "boolean"` and a boolean `value`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub boolean: Option<BooleanConfigOptionCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionConfigOptionsCapabilities {
    /// A `SessionConfigOptionsCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { boolean: None, meta: None }
    }
    /// Sets [`SessionConfigOptionsCapabilities::boolean`].
    #[must_use]
    pub fn boolean(mut self, value: impl Into<BooleanConfigOptionCapabilities>) -> Self {
        self.boolean = Some(value.into());
        self
    }
    /// Sets [`SessionConfigOptionsCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for boolean session configuration options.
///
/// Supplying `{}` means the client supports boolean session configuration options.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct BooleanConfigOptionCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl BooleanConfigOptionCapabilities {
    /// A `BooleanConfigOptionCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`BooleanConfigOptionCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Client support for presenting live notices to the user.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct NoticeCapabilities {}
impl NoticeCapabilities {
    /// A `NoticeCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {}
    }
}
/// Capability marker for exposing reusable child sessions as restricted ACP sessions.
///
/// Supplying `{}` advertises support for child association and state updates,
/// session-directed messages, and restricted-session semantics. The client
/// must advertise this capability before the agent sends subagent updates or
/// session-directed messages.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SubagentCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SubagentCapabilities {
    /// A `SubagentCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SubagentCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for receiving `plan_update` and `plan_removed` session updates.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PlanCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PlanCapabilities {
    /// A `PlanCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`PlanCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Authentication capabilities supported by the client.
///
/// Advertised during initialization to inform the agent which authentication
/// method types the client can handle. This governs opt-in types that require
/// additional client-side support.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthCapabilities {
    /// Whether the client supports `terminal` authentication methods.
    ///
    /// The client SHOULD set this to `true` only when it can reproduce the
    /// configured agent invocation in an interactive terminal. When `true`, the
    /// agent MAY include `terminal` entries in its authentication methods.
    #[serde(
        default = "defaults::auth_capabilities_terminal",
        deserialize_with = "defaults::auth_capabilities_terminal_lenient"
    )]
    pub terminal: bool,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Default for AuthCapabilities {
    fn default() -> Self {
        Self {
            terminal: defaults::auth_capabilities_terminal(),
            meta: None,
        }
    }
}
impl AuthCapabilities {
    /// An `AuthCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            terminal: defaults::auth_capabilities_terminal(),
            meta: None,
        }
    }
    /// Sets [`AuthCapabilities::terminal`].
    #[must_use]
    pub fn terminal(mut self, value: impl Into<bool>) -> Self {
        self.terminal = value.into();
        self
    }
    /// Sets [`AuthCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Elicitation capabilities supported by the client.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationCapabilities {
    /// Whether the client supports form-based elicitation.
    ///
    /// Optional. Omitted and `null` are equivalent and mean form support is not advertised.
    /// Supplying `{}` explicitly advertises form support.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub form: Option<ElicitationFormCapabilities>,
    /// Whether the client supports URL-based elicitation.
    ///
    /// Optional. Omitted or `null` both mean the client does not advertise support.
    /// Supplying `{}` means the client supports URL-based elicitation.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub url: Option<ElicitationUrlCapabilities>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ElicitationCapabilities {
    /// An `ElicitationCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            form: None,
            url: None,
            meta: None,
        }
    }
    /// Sets [`ElicitationCapabilities::form`].
    #[must_use]
    pub fn form(mut self, value: impl Into<ElicitationFormCapabilities>) -> Self {
        self.form = Some(value.into());
        self
    }
    /// Sets [`ElicitationCapabilities::url`].
    #[must_use]
    pub fn url(mut self, value: impl Into<ElicitationUrlCapabilities>) -> Self {
        self.url = Some(value.into());
        self
    }
    /// Sets [`ElicitationCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Form-based elicitation capabilities.
///
/// Supplying `{}` means the client supports form-based elicitation.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationFormCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ElicitationFormCapabilities {
    /// An `ElicitationFormCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ElicitationFormCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// URL-based elicitation capabilities.
///
/// Supplying `{}` means the client supports URL-based elicitation.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationUrlCapabilities {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ElicitationUrlCapabilities {
    /// An `ElicitationUrlCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ElicitationUrlCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for the authenticate method.
///
/// Specifies which authentication method to use.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthenticateRequest {
    /// The ID of the authentication method to use.
    /// Must be one of the methods advertised in the initialize response.
    #[serde(rename = "methodId")]
    pub method_id: AuthMethodId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthenticateRequest {
    /// An `AuthenticateRequest` with the given required fields; optional ones are unset.
    pub fn new(method_id: impl Into<AuthMethodId>) -> Self {
        Self {
            method_id: method_id.into(),
            meta: None,
        }
    }
    /// Sets [`AuthenticateRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for the logout method.
///
/// Terminates the current authenticated session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LogoutRequest {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LogoutRequest {
    /// A `LogoutRequest` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`LogoutRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for creating a new session.
///
/// See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v1/session-setup#creating-a-session)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct NewSessionRequest {
    /// The working directory for this session. Must be an absolute path.
    pub cwd: String,
    /// Additional workspace roots for this session. Each path MUST be absolute.
    ///
    /// These expand the session's filesystem scope without changing `cwd`, which
    /// remains the base for relative paths. When omitted or empty, no
    /// additional roots are activated for the new session.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub additional_directories: Option<Vec<String>>,
    /// List of MCP (Model Context Protocol) servers the agent should connect to.
    #[serde(
        rename = "mcpServers",
        deserialize_with = "defaults::new_session_request_mcp_servers_lenient"
    )]
    pub mcp_servers: Vec<McpServer>,
    /// System-level instructions for the new session.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent uses its
    /// own default instructions. Clients MUST only send this when the Agent
    /// advertises `sessionCapabilities.systemPrompt`.
    #[serde(rename = "systemPrompt", default, skip_serializing_if = "Option::is_none")]
    pub system_prompt: Option<SystemPrompt>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl NewSessionRequest {
    /// A `NewSessionRequest` with the given required fields; optional ones are unset.
    pub fn new(cwd: impl Into<String>, mcp_servers: impl Into<Vec<McpServer>>) -> Self {
        Self {
            cwd: cwd.into(),
            additional_directories: None,
            mcp_servers: mcp_servers.into(),
            system_prompt: None,
            meta: None,
        }
    }
    /// Sets [`NewSessionRequest::additional_directories`].
    #[must_use]
    pub fn additional_directories(mut self, value: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`NewSessionRequest::system_prompt`].
    #[must_use]
    pub fn system_prompt(mut self, value: impl Into<SystemPrompt>) -> Self {
        self.system_prompt = Some(value.into());
        self
    }
    /// Sets [`NewSessionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Configuration for connecting to an MCP (Model Context Protocol) server.
///
/// MCP servers provide tools and context that the agent can use when
/// processing prompts.
///
/// See protocol docs: [MCP Servers](https://agentclientprotocol.com/protocol/v1/session-setup#mcp-servers)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum McpServer {
    /// HTTP transport configuration
    ///
    /// Only available when the Agent capabilities indicate `mcp_capabilities.http` is `true`.
    #[serde(rename = "http")]
    Http(McpServerHttp),
    /// SSE transport configuration
    ///
    /// Only available when the Agent capabilities indicate `mcp_capabilities.sse` is `true`.
    #[serde(rename = "sse")]
    Sse(McpServerSse),
    /// Stdio transport configuration
    ///
    /// All Agents MUST support this transport.
    #[serde(untagged)]
    Stdio(McpServerStdio),
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for McpServer {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for McpServer {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "http" | "sse")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "http" => {
                <McpServerHttp as serde::Deserialize>::deserialize(rest)
                    .map(Self::Http)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `http`: ", e),
                    ))
            }
            "sse" => {
                <McpServerSse as serde::Deserialize>::deserialize(rest)
                    .map(Self::Sse)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `sse`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => {
                crate::generated_support::lenient::from_map::<
                    McpServerStdio,
                    E,
                >(map, "type `Stdio`: ")
                    .map(Self::Stdio)
            }
            Some(tag) => {
                match tag {
                    "http" => {
                        crate::generated_support::lenient::from_map::<
                            McpServerHttp,
                            E,
                        >(map, "type `http`: ")
                            .map(Self::Http)
                    }
                    "sse" => {
                        crate::generated_support::lenient::from_map::<
                            McpServerSse,
                            E,
                        >(map, "type `sse`: ")
                            .map(Self::Sse)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl McpServer {
    /// The value of `type` on the wire: `None` for [`Self::Stdio`], which is sent without it; for [`Self::Unknown`], the `type` it was received with.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Http(_) => Some("http"),
            Self::Sse(_) => Some("sse"),
            Self::Stdio(_) => None,
            Self::Unknown(map) => map.get("type").and_then(serde_json::Value::as_str),
        }
    }
}
impl From<McpServerHttp> for McpServer {
    fn from(value: McpServerHttp) -> Self {
        Self::Http(value)
    }
}
impl From<McpServerSse> for McpServer {
    fn from(value: McpServerSse) -> Self {
        Self::Sse(value)
    }
}
impl From<McpServerStdio> for McpServer {
    fn from(value: McpServerStdio) -> Self {
        Self::Stdio(value)
    }
}
/// An HTTP header to set when making requests to the MCP server.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct HttpHeader {
    /// The name of the HTTP header.
    pub name: String,
    /// The value to set for the HTTP header.
    pub value: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl HttpHeader {
    /// A `HttpHeader` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>, value: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            value: value.into(),
            meta: None,
        }
    }
    /// Sets [`HttpHeader::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// HTTP transport configuration for MCP.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpServerHttp {
    /// Human-readable name identifying this MCP server.
    pub name: String,
    /// URL to the MCP server.
    pub url: String,
    /// HTTP headers to set when making requests to the MCP server.
    #[serde(deserialize_with = "defaults::mcp_server_http_headers_lenient")]
    pub headers: Vec<HttpHeader>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl McpServerHttp {
    /// A `McpServerHttp` with the given required fields; optional ones are unset.
    pub fn new(
        name: impl Into<String>,
        url: impl Into<String>,
        headers: impl Into<Vec<HttpHeader>>,
    ) -> Self {
        Self {
            name: name.into(),
            url: url.into(),
            headers: headers.into(),
            meta: None,
        }
    }
    /// Sets [`McpServerHttp::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// SSE transport configuration for MCP.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpServerSse {
    /// Human-readable name identifying this MCP server.
    pub name: String,
    /// URL to the MCP server.
    pub url: String,
    /// HTTP headers to set when making requests to the MCP server.
    #[serde(deserialize_with = "defaults::mcp_server_sse_headers_lenient")]
    pub headers: Vec<HttpHeader>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl McpServerSse {
    /// A `McpServerSse` with the given required fields; optional ones are unset.
    pub fn new(
        name: impl Into<String>,
        url: impl Into<String>,
        headers: impl Into<Vec<HttpHeader>>,
    ) -> Self {
        Self {
            name: name.into(),
            url: url.into(),
            headers: headers.into(),
            meta: None,
        }
    }
    /// Sets [`McpServerSse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Stdio transport configuration for MCP.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpServerStdio {
    /// Human-readable name identifying this MCP server.
    pub name: String,
    /// Absolute path to the MCP server executable.
    pub command: String,
    /// Command-line arguments to pass to the MCP server.
    #[serde(deserialize_with = "defaults::mcp_server_stdio_args_lenient")]
    pub args: Vec<String>,
    /// Environment variables to set when launching the MCP server.
    #[serde(deserialize_with = "defaults::mcp_server_stdio_env_lenient")]
    pub env: Vec<EnvVariable>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl McpServerStdio {
    /// A `McpServerStdio` with the given required fields; optional ones are unset.
    pub fn new(
        name: impl Into<String>,
        command: impl Into<String>,
        args: impl Into<Vec<String>>,
        env: impl Into<Vec<EnvVariable>>,
    ) -> Self {
        Self {
            name: name.into(),
            command: command.into(),
            args: args.into(),
            env: env.into(),
            meta: None,
        }
    }
    /// Sets [`McpServerStdio::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Client-provided system-level instructions for a session.
///
/// Clients MUST only send this when the Agent advertises
/// `sessionCapabilities.systemPrompt`. Agents that cannot apply it, for example
/// because of an unadvertised mode or an unsupported content block type, MUST
/// return an error instead of creating, loading, or resuming the session.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SystemPrompt {
    /// How the Agent combines `content` with its own instructions.
    ///
    /// Required. Agents MUST return an error for a mode they do not support rather than
    /// treating it as `append` or `override`.
    pub mode: SystemPromptMode,
    /// The system prompt content.
    ///
    /// Agents advertising the capability MUST accept `text` content blocks.
    /// Clients MUST NOT send other content block types until a future
    /// capability allows them, and Agents MUST return an error for content
    /// blocks they do not support.
    ///
    /// Clients MUST NOT send an empty array. Agents MAY reject one with
    /// `-32602` without creating, loading, or resuming the session.
    pub content: Vec<ContentBlock>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SystemPrompt {
    /// A `SystemPrompt` with the given required fields; optional ones are unset.
    pub fn new(
        mode: impl Into<SystemPromptMode>,
        content: impl Into<Vec<ContentBlock>>,
    ) -> Self {
        Self {
            mode: mode.into(),
            content: content.into(),
            meta: None,
        }
    }
    /// Sets [`SystemPrompt::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// How the Agent combines a client-provided system prompt with its own instructions.
///
/// Unknown modes are preserved so they can be stored,
/// proxied, or forwarded. An Agent MUST return an error for a mode it does not
/// support rather than treating it as `append` or `override`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SystemPromptMode {
    /// Add the content to the Agent's own instructions rather than replacing them.
    ///
    /// Every Agent that advertises `sessionCapabilities.systemPrompt` supports this mode.
    /// Agents SHOULD give the content system-level precedence, for example in the
    /// model's system prompt or developer instructions rather than in user-turn
    /// content. Where it is placed and how it is formatted is implementation-defined.
    Append,
    /// Replace the Agent's built-in default instructions with the content.
    ///
    /// This does not change tool availability, MCP servers, permissions, or session
    /// configuration. Context the Agent supplies from the workspace or environment
    /// MAY still be included. Clients that use this mode take responsibility for any
    /// tool guidance or safety instructions the Agent's default instructions
    /// provided, and MUST only use it when the Agent advertises
    /// `sessionCapabilities.systemPrompt.mode.override`.
    Override,
    /// Custom or future system prompt mode.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl SystemPromptMode {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Append => "append",
            Self::Override => "override",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Append => Some("append"),
            Self::Override => Some("override"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for SystemPromptMode {
    fn from(value: &str) -> Self {
        match value {
            "append" => Self::Append,
            "override" => Self::Override,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for SystemPromptMode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for SystemPromptMode {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for SystemPromptMode {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Request parameters for loading an existing session.
///
/// Only available if the Agent supports the `loadSession` capability.
///
/// See protocol docs: [Loading Sessions](https://agentclientprotocol.com/protocol/v1/session-setup#loading-sessions)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LoadSessionRequest {
    /// List of MCP servers to connect to for this session.
    #[serde(
        rename = "mcpServers",
        deserialize_with = "defaults::load_session_request_mcp_servers_lenient"
    )]
    pub mcp_servers: Vec<McpServer>,
    /// The working directory for this session. Must be an absolute path.
    pub cwd: String,
    /// Additional workspace roots to activate for this session. Each path MUST be absolute.
    ///
    /// When omitted or empty, no additional roots are activated. When non-empty,
    /// this is the complete resulting additional-root list for the loaded
    /// session. It MAY differ from any previously used or reported list as long as
    /// the request `cwd` matches the session's `cwd`.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub additional_directories: Option<Vec<String>>,
    /// The ID of the session to load.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// System-level instructions for the loaded session.
    ///
    /// Optional. Omitted and `null` are equivalent. The Agent MAY then keep a
    /// system prompt it stored with the session or use its default instructions.
    /// Clients MUST only send this when the Agent advertises
    /// `sessionCapabilities.systemPrompt`, and SHOULD send the same value they used
    /// when the session was created.
    #[serde(rename = "systemPrompt", default, skip_serializing_if = "Option::is_none")]
    pub system_prompt: Option<SystemPrompt>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LoadSessionRequest {
    /// A `LoadSessionRequest` with the given required fields; optional ones are unset.
    pub fn new(
        mcp_servers: impl Into<Vec<McpServer>>,
        cwd: impl Into<String>,
        session_id: impl Into<SessionId>,
    ) -> Self {
        Self {
            mcp_servers: mcp_servers.into(),
            cwd: cwd.into(),
            additional_directories: None,
            session_id: session_id.into(),
            system_prompt: None,
            meta: None,
        }
    }
    /// Sets [`LoadSessionRequest::additional_directories`].
    #[must_use]
    pub fn additional_directories(mut self, value: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`LoadSessionRequest::system_prompt`].
    #[must_use]
    pub fn system_prompt(mut self, value: impl Into<SystemPrompt>) -> Self {
        self.system_prompt = Some(value.into());
        self
    }
    /// Sets [`LoadSessionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for listing existing sessions.
///
/// Only available if the Agent supports the `sessionCapabilities.list` capability.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ListSessionsRequest {
    /// Filter sessions by working directory. Must be an absolute path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cwd: Option<String>,
    /// Opaque cursor token from a previous response's nextCursor field for cursor-based pagination
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cursor: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ListSessionsRequest {
    /// A `ListSessionsRequest` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            cwd: None,
            cursor: None,
            meta: None,
        }
    }
    /// Sets [`ListSessionsRequest::cwd`].
    #[must_use]
    pub fn cwd(mut self, value: impl Into<String>) -> Self {
        self.cwd = Some(value.into());
        self
    }
    /// Sets [`ListSessionsRequest::cursor`].
    #[must_use]
    pub fn cursor(mut self, value: impl Into<String>) -> Self {
        self.cursor = Some(value.into());
        self
    }
    /// Sets [`ListSessionsRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for deleting an existing session from `session/list`.
///
/// Only available if the Agent supports the `sessionCapabilities.delete` capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DeleteSessionRequest {
    /// The ID of the session to delete.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl DeleteSessionRequest {
    /// A `DeleteSessionRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`DeleteSessionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for resuming an existing session.
///
/// Resumes an existing session without returning previous messages (unlike `session/load`).
/// This is useful for agents that can resume sessions but don't implement full session loading.
///
/// Only available if the Agent supports the `sessionCapabilities.resume` capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ResumeSessionRequest {
    /// The ID of the session to resume.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The working directory for this session. Must be an absolute path.
    pub cwd: String,
    /// Additional workspace roots to activate for this session. Each path MUST be absolute.
    ///
    /// When omitted or empty, no additional roots are activated. When non-empty,
    /// this is the complete resulting additional-root list for the resumed
    /// session. It MAY differ from any previously used or reported list as long as
    /// the request `cwd` matches the session's `cwd`.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub additional_directories: Option<Vec<String>>,
    /// List of MCP servers to connect to for this session.
    #[serde(
        rename = "mcpServers",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub mcp_servers: Option<Vec<McpServer>>,
    /// System-level instructions for the resumed session.
    ///
    /// Optional. Omitted and `null` are equivalent. The Agent MAY then keep a
    /// system prompt it stored with the session or use its default instructions.
    /// Clients MUST only send this when the Agent advertises
    /// `sessionCapabilities.systemPrompt`, and SHOULD send the same value they used
    /// when the session was created.
    #[serde(rename = "systemPrompt", default, skip_serializing_if = "Option::is_none")]
    pub system_prompt: Option<SystemPrompt>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ResumeSessionRequest {
    /// A `ResumeSessionRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            cwd: cwd.into(),
            additional_directories: None,
            mcp_servers: None,
            system_prompt: None,
            meta: None,
        }
    }
    /// Sets [`ResumeSessionRequest::additional_directories`].
    #[must_use]
    pub fn additional_directories(mut self, value: impl Into<Vec<String>>) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionRequest::mcp_servers`].
    #[must_use]
    pub fn mcp_servers(mut self, value: impl Into<Vec<McpServer>>) -> Self {
        self.mcp_servers = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionRequest::system_prompt`].
    #[must_use]
    pub fn system_prompt(mut self, value: impl Into<SystemPrompt>) -> Self {
        self.system_prompt = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for closing an active session.
///
/// If supported, the agent **must** cancel any ongoing work related to the session
/// (treat it as if `session/cancel` was called) and then free up any resources
/// associated with the session.
///
/// Only available if the Agent supports the `sessionCapabilities.close` capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CloseSessionRequest {
    /// The ID of the session to close.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CloseSessionRequest {
    /// A `CloseSessionRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`CloseSessionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for setting a session mode.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetSessionModeRequest {
    /// The ID of the session to set the mode for.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the mode to set.
    #[serde(rename = "modeId")]
    pub mode_id: SessionModeId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SetSessionModeRequest {
    /// A `SetSessionModeRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        mode_id: impl Into<SessionModeId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            mode_id: mode_id.into(),
            meta: None,
        }
    }
    /// Sets [`SetSessionModeRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for setting a session configuration option.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetSessionConfigOptionRequest {
    /// The ID of the session to set the configuration option for.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the configuration option to set.
    #[serde(rename = "configId")]
    pub config_id: SessionConfigId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: SetSessionConfigOptionRequestKind,
}
impl SetSessionConfigOptionRequest {
    /// A `SetSessionConfigOptionRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        config_id: impl Into<SessionConfigId>,
        kind: impl Into<SetSessionConfigOptionRequestKind>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            config_id: config_id.into(),
            meta: None,
            kind: kind.into(),
        }
    }
    /// Sets [`SetSessionConfigOptionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The variant part of [`SetSessionConfigOptionRequest`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum SetSessionConfigOptionRequestKind {
    /// A boolean value (`type: "boolean"`).
    #[serde(rename = "boolean")]
    #[non_exhaustive]
    Boolean {
        /// The boolean value.
        value: bool,
    },
    /// A `SessionConfigValueId` string value.
    ///
    /// This is the default when `type` is absent on the wire. Unknown `type`
    /// values with string payloads also gracefully deserialize into this
    /// variant.
    #[serde(untagged)]
    #[non_exhaustive]
    ValueId {
        /// The value ID.
        value: SessionConfigValueId,
    },
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for SetSessionConfigOptionRequestKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for SetSessionConfigOptionRequestKind {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "boolean")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "boolean" => {
                {
                    #[derive(serde::Deserialize)]
                    struct Fields {
                        /// The boolean value.
                        value: bool,
                    }
                    <Fields as serde::Deserialize>::deserialize(rest)
                        .map(|f| Self::Boolean { value: f.value })
                }
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `boolean`: ", e),
                    ))
            }
            _ => {
                Err(serde::de::Error::custom(format_args!("unknown {} `{tag}`", "type")))
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("type").and_then(serde_json::Value::as_str) {
            None => {
                #[derive(serde::Deserialize)]
                struct Fields {
                    /// The value ID.
                    value: SessionConfigValueId,
                }
                crate::generated_support::lenient::from_map::<
                    Fields,
                    E,
                >(map, "type `ValueId`: ")
                    .map(|f| Self::ValueId { value: f.value })
            }
            Some(tag) => {
                match tag {
                    "boolean" => {
                        #[derive(serde::Deserialize)]
                        struct Fields {
                            /// The boolean value.
                            value: bool,
                        }
                        crate::generated_support::lenient::from_map::<
                            Fields,
                            E,
                        >(map, "type `boolean`: ")
                            .map(|f| Self::Boolean { value: f.value })
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl SetSessionConfigOptionRequestKind {
    /// The value of `type` on the wire: `None` for [`Self::ValueId`], which is sent without it; for [`Self::Unknown`], the `type` it was received with.
    pub fn tag(&self) -> Option<&str> {
        match self {
            Self::Boolean { .. } => Some("boolean"),
            Self::ValueId { .. } => None,
            Self::Unknown(map) => map.get("type").and_then(serde_json::Value::as_str),
        }
    }
}
impl SetSessionConfigOptionRequestKind {
    /// [`SetSessionConfigOptionRequestKind::Boolean`] with the given required fields; optional ones are unset.
    pub fn boolean(value: impl Into<bool>) -> Self {
        Self::Boolean {
            value: value.into(),
        }
    }
    /// [`SetSessionConfigOptionRequestKind::ValueId`] with the given required fields; optional ones are unset.
    pub fn value_id(value: impl Into<SessionConfigValueId>) -> Self {
        Self::ValueId {
            value: value.into(),
        }
    }
}
/// Request parameters for sending a user prompt to the agent.
///
/// Contains the user's message and any additional context.
///
/// See protocol docs: [User Message](https://agentclientprotocol.com/protocol/v1/prompt-turn#1-user-message)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptRequest {
    /// The ID of the session to send this user message to
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The blocks of content that compose the user's message.
    ///
    /// As a baseline, the Agent MUST support `text` and `resource_link` content blocks,
    /// while other variants are optionally enabled via `PromptCapabilities`.
    ///
    /// The Client MUST adapt its interface according to `PromptCapabilities`.
    ///
    /// The client MAY include referenced pieces of context as either
    /// `resource` or `resource_link` content blocks.
    ///
    /// When available, `resource` is preferred
    /// as it avoids extra round-trips and allows the message to include
    /// pieces of context from sources the agent may not have access to.
    pub prompt: Vec<ContentBlock>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptRequest {
    /// A `PromptRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        prompt: impl Into<Vec<ContentBlock>>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            prompt: prompt.into(),
            meta: None,
        }
    }
    /// Sets [`PromptRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to `fs/write_text_file`
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct WriteTextFileResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl WriteTextFileResponse {
    /// A `WriteTextFileResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`WriteTextFileResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response containing the contents of a text file.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ReadTextFileResponse {
    /// Content payload returned by this response.
    pub content: String,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ReadTextFileResponse {
    /// A `ReadTextFileResponse` with the given required fields; optional ones are unset.
    pub fn new(content: impl Into<String>) -> Self {
        Self {
            content: content.into(),
            meta: None,
        }
    }
    /// Sets [`ReadTextFileResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to a permission request.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct RequestPermissionResponse {
    /// The user's decision on the permission request.
    pub outcome: RequestPermissionOutcome,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl RequestPermissionResponse {
    /// A `RequestPermissionResponse` with the given required fields; optional ones are unset.
    pub fn new(outcome: impl Into<RequestPermissionOutcome>) -> Self {
        Self {
            outcome: outcome.into(),
            meta: None,
        }
    }
    /// Sets [`RequestPermissionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The outcome of a permission request.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "outcome")]
#[non_exhaustive]
pub enum RequestPermissionOutcome {
    /// The prompt turn was cancelled before the user responded.
    ///
    /// When a client sends a `session/cancel` notification to cancel an ongoing
    /// prompt turn, it MUST respond to all pending `session/request_permission`
    /// requests with this `cancelled` outcome.
    ///
    /// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/prompt-turn#cancellation)
    #[serde(rename = "cancelled")]
    Cancelled,
    /// The user selected one of the provided options.
    #[serde(rename = "selected")]
    Selected(SelectedPermissionOutcome),
    /// A variant this version of the schema does not know, kept as it was received (tag included).
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for RequestPermissionOutcome {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for RequestPermissionOutcome {
    const TAG: &'static str = "outcome";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "cancelled" | "selected")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "cancelled" => {
                <serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest)
                    .map(|_| Self::Cancelled)
            }
            "selected" => {
                <SelectedPermissionOutcome as serde::Deserialize>::deserialize(rest)
                    .map(Self::Selected)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "outcome `selected`: ", e),
                    ))
            }
            _ => {
                Err(
                    serde::de::Error::custom(
                        format_args!("unknown {} `{tag}`", "outcome"),
                    ),
                )
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("outcome").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("outcome")),
            Some(tag) => {
                match tag {
                    "cancelled" => Ok(Self::Cancelled),
                    "selected" => {
                        crate::generated_support::lenient::from_map::<
                            SelectedPermissionOutcome,
                            E,
                        >(map, "outcome `selected`: ")
                            .map(Self::Selected)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl RequestPermissionOutcome {
    /// The value of `outcome` on the wire; for [`Self::Unknown`], the `outcome` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Cancelled => "cancelled",
            Self::Selected(_) => "selected",
            Self::Unknown(map) => {
                map.get("outcome")
                    .and_then(serde_json::Value::as_str)
                    .unwrap_or_default()
            }
        }
    }
}
impl From<SelectedPermissionOutcome> for RequestPermissionOutcome {
    fn from(value: SelectedPermissionOutcome) -> Self {
        Self::Selected(value)
    }
}
/// The user selected one of the provided options.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SelectedPermissionOutcome {
    /// The ID of the option the user selected.
    #[serde(rename = "optionId")]
    pub option_id: PermissionOptionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SelectedPermissionOutcome {
    /// A `SelectedPermissionOutcome` with the given required fields; optional ones are unset.
    pub fn new(option_id: impl Into<PermissionOptionId>) -> Self {
        Self {
            option_id: option_id.into(),
            meta: None,
        }
    }
    /// Sets [`SelectedPermissionOutcome::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response containing the ID of the created terminal.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CreateTerminalResponse {
    /// The unique identifier for the created terminal.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CreateTerminalResponse {
    /// A `CreateTerminalResponse` with the given required fields; optional ones are unset.
    pub fn new(terminal_id: impl Into<TerminalId>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            meta: None,
        }
    }
    /// Sets [`CreateTerminalResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response containing the terminal output and exit status.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalOutputResponse {
    /// The terminal output captured so far.
    pub output: String,
    /// Whether the output was truncated due to byte limits.
    pub truncated: bool,
    /// Exit status if the command has completed.
    #[serde(
        rename = "exitStatus",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub exit_status: Option<TerminalExitStatus>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalOutputResponse {
    /// A `TerminalOutputResponse` with the given required fields; optional ones are unset.
    pub fn new(output: impl Into<String>, truncated: impl Into<bool>) -> Self {
        Self {
            output: output.into(),
            truncated: truncated.into(),
            exit_status: None,
            meta: None,
        }
    }
    /// Sets [`TerminalOutputResponse::exit_status`].
    #[must_use]
    pub fn exit_status(mut self, value: impl Into<TerminalExitStatus>) -> Self {
        self.exit_status = Some(value.into());
        self
    }
    /// Sets [`TerminalOutputResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Exit status of a terminal command.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalExitStatus {
    /// The process exit code (may be null if terminated by signal).
    #[serde(
        rename = "exitCode",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub exit_code: Option<u32>,
    /// The signal that terminated the process (may be null if exited normally).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub signal: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalExitStatus {
    /// A `TerminalExitStatus` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            exit_code: None,
            signal: None,
            meta: None,
        }
    }
    /// Sets [`TerminalExitStatus::exit_code`].
    #[must_use]
    pub fn exit_code(mut self, value: impl Into<u32>) -> Self {
        self.exit_code = Some(value.into());
        self
    }
    /// Sets [`TerminalExitStatus::signal`].
    #[must_use]
    pub fn signal(mut self, value: impl Into<String>) -> Self {
        self.signal = Some(value.into());
        self
    }
    /// Sets [`TerminalExitStatus::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to terminal/release method
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ReleaseTerminalResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ReleaseTerminalResponse {
    /// A `ReleaseTerminalResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ReleaseTerminalResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response containing the exit status of a terminal command.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct WaitForTerminalExitResponse {
    /// The process exit code (may be null if terminated by signal).
    #[serde(
        rename = "exitCode",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub exit_code: Option<u32>,
    /// The signal that terminated the process (may be null if exited normally).
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub signal: Option<String>,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl WaitForTerminalExitResponse {
    /// A `WaitForTerminalExitResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            exit_code: None,
            signal: None,
            meta: None,
        }
    }
    /// Sets [`WaitForTerminalExitResponse::exit_code`].
    #[must_use]
    pub fn exit_code(mut self, value: impl Into<u32>) -> Self {
        self.exit_code = Some(value.into());
        self
    }
    /// Sets [`WaitForTerminalExitResponse::signal`].
    #[must_use]
    pub fn signal(mut self, value: impl Into<String>) -> Self {
        self.signal = Some(value.into());
        self
    }
    /// Sets [`WaitForTerminalExitResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to `terminal/kill` method
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct KillTerminalResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl KillTerminalResponse {
    /// A `KillTerminalResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`KillTerminalResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response from the client to an elicitation request.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CreateElicitationResponse {
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: CreateElicitationResponseKind,
}
impl CreateElicitationResponse {
    /// A `CreateElicitationResponse` with the given required fields; optional ones are unset.
    pub fn new(kind: impl Into<CreateElicitationResponseKind>) -> Self {
        Self {
            meta: None,
            kind: kind.into(),
        }
    }
    /// Sets [`CreateElicitationResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The variant part of [`CreateElicitationResponse`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "action")]
#[non_exhaustive]
pub enum CreateElicitationResponseKind {
    /// The user accepted and provided content.
    #[serde(rename = "accept")]
    Accept(ElicitationAcceptAction),
    /// The user declined the elicitation.
    #[serde(rename = "decline")]
    Decline,
    /// The elicitation was cancelled.
    #[serde(rename = "cancel")]
    Cancel,
    /// Custom or future elicitation action.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Agents that do not understand this action SHOULD preserve the raw
    /// payload when storing, replaying, proxying, or forwarding elicitation
    /// responses. They MUST NOT treat it as a known elicitation action.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for CreateElicitationResponseKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for CreateElicitationResponseKind {
    const TAG: &'static str = "action";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "accept" | "decline" | "cancel")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "accept" => {
                <ElicitationAcceptAction as serde::Deserialize>::deserialize(rest)
                    .map(Self::Accept)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "action `accept`: ", e),
                    ))
            }
            "decline" => {
                <serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest)
                    .map(|_| Self::Decline)
            }
            "cancel" => {
                <serde::de::IgnoredAny as serde::Deserialize>::deserialize(rest)
                    .map(|_| Self::Cancel)
            }
            _ => {
                Err(
                    serde::de::Error::custom(
                        format_args!("unknown {} `{tag}`", "action"),
                    ),
                )
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("action").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("action")),
            Some(tag) => {
                match tag {
                    "accept" => {
                        crate::generated_support::lenient::from_map::<
                            ElicitationAcceptAction,
                            E,
                        >(map, "action `accept`: ")
                            .map(Self::Accept)
                    }
                    "decline" => Ok(Self::Decline),
                    "cancel" => Ok(Self::Cancel),
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl CreateElicitationResponseKind {
    /// The value of `action` on the wire; for [`Self::Unknown`], the `action` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Accept(_) => "accept",
            Self::Decline => "decline",
            Self::Cancel => "cancel",
            Self::Unknown(map) => {
                map.get("action").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<ElicitationAcceptAction> for CreateElicitationResponseKind {
    fn from(value: ElicitationAcceptAction) -> Self {
        Self::Accept(value)
    }
}
/// Allowed wire representations for `ElicitationContentValue`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum ElicitationContentValue {
    /// String value accepted in elicitation response content.
    String(String),
    /// Integer value accepted in elicitation response content.
    Integer(i64),
    /// Number value accepted in elicitation response content.
    Number(f64),
    /// Boolean value accepted in elicitation response content.
    Boolean(bool),
    /// String array value accepted in elicitation response content.
    StringArray(Vec<String>),
}
impl From<String> for ElicitationContentValue {
    fn from(value: String) -> Self {
        Self::String(value)
    }
}
impl From<i64> for ElicitationContentValue {
    fn from(value: i64) -> Self {
        Self::Integer(value)
    }
}
impl From<f64> for ElicitationContentValue {
    fn from(value: f64) -> Self {
        Self::Number(value)
    }
}
impl From<bool> for ElicitationContentValue {
    fn from(value: bool) -> Self {
        Self::Boolean(value)
    }
}
impl From<Vec<String>> for ElicitationContentValue {
    fn from(value: Vec<String>) -> Self {
        Self::StringArray(value)
    }
}
/// The user accepted the elicitation and provided content.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationAcceptAction {
    /// The user-provided content, if any, as an object matching the requested schema.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<std::collections::BTreeMap<String, ElicitationContentValue>>,
}
impl ElicitationAcceptAction {
    /// An `ElicitationAcceptAction` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { content: None }
    }
    /// Sets [`ElicitationAcceptAction::content`].
    #[must_use]
    pub fn content(
        mut self,
        value: impl Into<std::collections::BTreeMap<String, ElicitationContentValue>>,
    ) -> Self {
        self.content = Some(value.into());
        self
    }
}
/// Notification to cancel ongoing operations for a session.
///
/// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/prompt-turn#cancellation)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelNotification {
    /// The ID of the session to cancel operations for.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CancelNotification {
    /// A `CancelNotification` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`CancelNotification::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Notification to cancel an ongoing request.
///
/// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v1/cancellation)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelRequestNotification {
    /// The ID of the request to cancel.
    #[serde(rename = "requestId")]
    pub request_id: RequestId,
    /// The _meta property is reserved by ACP to allow clients and agents to attach additional
    /// metadata to their interactions. Implementations MUST NOT make assumptions about values at
    /// these keys.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v1/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CancelRequestNotification {
    /// A `CancelRequestNotification` with the given required fields; optional ones are unset.
    pub fn new(request_id: impl Into<RequestId>) -> Self {
        Self {
            request_id: request_id.into(),
            meta: None,
        }
    }
    /// Sets [`CancelRequestNotification::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Every method of this protocol version, in schema order.
pub const METHODS: &[crate::jsonrpc::method::MethodInfo] = &[
    crate::jsonrpc::method::MethodInfo {
        name: "fs/write_text_file",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "WriteTextFileRequest",
        result: Some("WriteTextFileResponse"),
        rust_name: "write_text_file",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "fs/read_text_file",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "ReadTextFileRequest",
        result: Some("ReadTextFileResponse"),
        rust_name: "read_text_file",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/request_permission",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "RequestPermissionRequest",
        result: Some("RequestPermissionResponse"),
        rust_name: "request_permission",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "terminal/create",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "CreateTerminalRequest",
        result: Some("CreateTerminalResponse"),
        rust_name: "create_terminal",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "terminal/output",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "TerminalOutputRequest",
        result: Some("TerminalOutputResponse"),
        rust_name: "terminal_output",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "terminal/release",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "ReleaseTerminalRequest",
        result: Some("ReleaseTerminalResponse"),
        rust_name: "release_terminal",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "terminal/wait_for_exit",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "WaitForTerminalExitRequest",
        result: Some("WaitForTerminalExitResponse"),
        rust_name: "wait_for_terminal_exit",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "terminal/kill",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "KillTerminalRequest",
        result: Some("KillTerminalResponse"),
        rust_name: "kill_terminal",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "elicitation/create",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "CreateElicitationRequest",
        result: Some("CreateElicitationResponse"),
        rust_name: "create_elicitation",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/update",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "SessionNotification",
        result: None,
        rust_name: "session_update",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "elicitation/complete",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "CompleteElicitationNotification",
        result: None,
        rust_name: "complete_elicitation",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "initialize",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "InitializeRequest",
        result: Some("InitializeResponse"),
        rust_name: "initialize",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "authenticate",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "AuthenticateRequest",
        result: Some("AuthenticateResponse"),
        rust_name: "authenticate",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "logout",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "LogoutRequest",
        result: Some("LogoutResponse"),
        rust_name: "logout",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/new",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "NewSessionRequest",
        result: Some("NewSessionResponse"),
        rust_name: "new_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/load",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "LoadSessionRequest",
        result: Some("LoadSessionResponse"),
        rust_name: "load_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/list",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "ListSessionsRequest",
        result: Some("ListSessionsResponse"),
        rust_name: "list_sessions",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/delete",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "DeleteSessionRequest",
        result: Some("DeleteSessionResponse"),
        rust_name: "delete_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/resume",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "ResumeSessionRequest",
        result: Some("ResumeSessionResponse"),
        rust_name: "resume_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/close",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "CloseSessionRequest",
        result: Some("CloseSessionResponse"),
        rust_name: "close_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/set_mode",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "SetSessionModeRequest",
        result: Some("SetSessionModeResponse"),
        rust_name: "set_session_mode",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/set_config_option",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "SetSessionConfigOptionRequest",
        result: Some("SetSessionConfigOptionResponse"),
        rust_name: "set_session_config_option",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/prompt",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "PromptRequest",
        result: Some("PromptResponse"),
        rust_name: "prompt",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/cancel",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "CancelNotification",
        result: None,
        rust_name: "cancel",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "$/cancel_request",
        side: crate::jsonrpc::method::Side::Protocol,
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "CancelRequestNotification",
        result: None,
        rust_name: "cancel_request",
    },
];
impl crate::jsonrpc::method::Request for WriteTextFileRequest {
    const METHOD: &'static str = "fs/write_text_file";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = WriteTextFileResponse;
}
impl crate::jsonrpc::method::Request for ReadTextFileRequest {
    const METHOD: &'static str = "fs/read_text_file";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = ReadTextFileResponse;
}
impl crate::jsonrpc::method::Request for RequestPermissionRequest {
    const METHOD: &'static str = "session/request_permission";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = RequestPermissionResponse;
}
impl crate::jsonrpc::method::Request for CreateTerminalRequest {
    const METHOD: &'static str = "terminal/create";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = CreateTerminalResponse;
}
impl crate::jsonrpc::method::Request for TerminalOutputRequest {
    const METHOD: &'static str = "terminal/output";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = TerminalOutputResponse;
}
impl crate::jsonrpc::method::Request for ReleaseTerminalRequest {
    const METHOD: &'static str = "terminal/release";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = ReleaseTerminalResponse;
}
impl crate::jsonrpc::method::Request for WaitForTerminalExitRequest {
    const METHOD: &'static str = "terminal/wait_for_exit";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = WaitForTerminalExitResponse;
}
impl crate::jsonrpc::method::Request for KillTerminalRequest {
    const METHOD: &'static str = "terminal/kill";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = KillTerminalResponse;
}
impl crate::jsonrpc::method::Request for CreateElicitationRequest {
    const METHOD: &'static str = "elicitation/create";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = CreateElicitationResponse;
}
impl crate::jsonrpc::method::Notification for SessionNotification {
    const METHOD: &'static str = "session/update";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
}
impl crate::jsonrpc::method::Notification for CompleteElicitationNotification {
    const METHOD: &'static str = "elicitation/complete";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
}
impl crate::jsonrpc::method::Request for InitializeRequest {
    const METHOD: &'static str = "initialize";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = InitializeResponse;
}
impl crate::jsonrpc::method::Request for AuthenticateRequest {
    const METHOD: &'static str = "authenticate";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = AuthenticateResponse;
}
impl crate::jsonrpc::method::Request for LogoutRequest {
    const METHOD: &'static str = "logout";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = LogoutResponse;
}
impl crate::jsonrpc::method::Request for NewSessionRequest {
    const METHOD: &'static str = "session/new";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = NewSessionResponse;
}
impl crate::jsonrpc::method::Request for LoadSessionRequest {
    const METHOD: &'static str = "session/load";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = LoadSessionResponse;
}
impl crate::jsonrpc::method::Request for ListSessionsRequest {
    const METHOD: &'static str = "session/list";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = ListSessionsResponse;
}
impl crate::jsonrpc::method::Request for DeleteSessionRequest {
    const METHOD: &'static str = "session/delete";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = DeleteSessionResponse;
}
impl crate::jsonrpc::method::Request for ResumeSessionRequest {
    const METHOD: &'static str = "session/resume";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = ResumeSessionResponse;
}
impl crate::jsonrpc::method::Request for CloseSessionRequest {
    const METHOD: &'static str = "session/close";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = CloseSessionResponse;
}
impl crate::jsonrpc::method::Request for SetSessionModeRequest {
    const METHOD: &'static str = "session/set_mode";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = SetSessionModeResponse;
}
impl crate::jsonrpc::method::Request for SetSessionConfigOptionRequest {
    const METHOD: &'static str = "session/set_config_option";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = SetSessionConfigOptionResponse;
}
impl crate::jsonrpc::method::Request for PromptRequest {
    const METHOD: &'static str = "session/prompt";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = PromptResponse;
}
impl crate::jsonrpc::method::Notification for CancelNotification {
    const METHOD: &'static str = "session/cancel";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
}
impl crate::jsonrpc::method::Notification for CancelRequestNotification {
    const METHOD: &'static str = "$/cancel_request";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Protocol;
}
/// A request a client sends and an agent serves, decoded by method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ClientRequest {
    /// `initialize`
    Initialize(InitializeRequest),
    /// `authenticate`
    Authenticate(AuthenticateRequest),
    /// `logout`
    Logout(LogoutRequest),
    /// `session/new`
    NewSession(NewSessionRequest),
    /// `session/load`
    LoadSession(LoadSessionRequest),
    /// `session/list`
    ListSessions(ListSessionsRequest),
    /// `session/delete`
    DeleteSession(DeleteSessionRequest),
    /// `session/resume`
    ResumeSession(ResumeSessionRequest),
    /// `session/close`
    CloseSession(CloseSessionRequest),
    /// `session/set_mode`
    SetSessionMode(SetSessionModeRequest),
    /// `session/set_config_option`
    SetSessionConfigOption(SetSessionConfigOptionRequest),
    /// `session/prompt`
    Prompt(PromptRequest),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl ClientRequest {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::Initialize(_) => "initialize",
            Self::Authenticate(_) => "authenticate",
            Self::Logout(_) => "logout",
            Self::NewSession(_) => "session/new",
            Self::LoadSession(_) => "session/load",
            Self::ListSessions(_) => "session/list",
            Self::DeleteSession(_) => "session/delete",
            Self::ResumeSession(_) => "session/resume",
            Self::CloseSession(_) => "session/close",
            Self::SetSessionMode(_) => "session/set_mode",
            Self::SetSessionConfigOption(_) => "session/set_config_option",
            Self::Prompt(_) => "session/prompt",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::LoadSession(message) => Some(&message.session_id),
            Self::DeleteSession(message) => Some(&message.session_id),
            Self::ResumeSession(message) => Some(&message.session_id),
            Self::CloseSession(message) => Some(&message.session_id),
            Self::SetSessionMode(message) => Some(&message.session_id),
            Self::SetSessionConfigOption(message) => Some(&message.session_id),
            Self::Prompt(message) => Some(&message.session_id),
            _ => None,
        }
    }
    /// Decodes the params of `method`. Methods outside this protocol fail with
    /// [`DecodeError::UnknownMethod`](crate::jsonrpc::method::DecodeError::UnknownMethod), except
    /// `_`-prefixed extension methods, which become [`Self::Ext`].
    pub fn decode<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        match method {
            "initialize" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::Initialize)
            }
            "authenticate" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::Authenticate)
            }
            "logout" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::Logout)
            }
            "session/new" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::NewSession)
            }
            "session/load" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::LoadSession)
            }
            "session/list" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::ListSessions)
            }
            "session/delete" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::DeleteSession)
            }
            "session/resume" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::ResumeSession)
            }
            "session/close" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::CloseSession)
            }
            "session/set_mode" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::SetSessionMode)
            }
            "session/set_config_option" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::SetSessionConfigOption)
            }
            "session/prompt" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::Prompt)
            }
            _ => crate::jsonrpc::method::decode_ext(method, value).map(Self::Ext),
        }
    }
}
impl crate::jsonrpc::method::MethodUnion for ClientRequest {
    fn decode_from<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        Self::decode(method, value)
    }
    fn method(&self) -> &str {
        Self::method(self)
    }
}
impl serde::Serialize for ClientRequest {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Initialize(value) => value.serialize(serializer),
            Self::Authenticate(value) => value.serialize(serializer),
            Self::Logout(value) => value.serialize(serializer),
            Self::NewSession(value) => value.serialize(serializer),
            Self::LoadSession(value) => value.serialize(serializer),
            Self::ListSessions(value) => value.serialize(serializer),
            Self::DeleteSession(value) => value.serialize(serializer),
            Self::ResumeSession(value) => value.serialize(serializer),
            Self::CloseSession(value) => value.serialize(serializer),
            Self::SetSessionMode(value) => value.serialize(serializer),
            Self::SetSessionConfigOption(value) => value.serialize(serializer),
            Self::Prompt(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<InitializeRequest> for ClientRequest {
    fn from(value: InitializeRequest) -> Self {
        Self::Initialize(value)
    }
}
impl From<AuthenticateRequest> for ClientRequest {
    fn from(value: AuthenticateRequest) -> Self {
        Self::Authenticate(value)
    }
}
impl From<LogoutRequest> for ClientRequest {
    fn from(value: LogoutRequest) -> Self {
        Self::Logout(value)
    }
}
impl From<NewSessionRequest> for ClientRequest {
    fn from(value: NewSessionRequest) -> Self {
        Self::NewSession(value)
    }
}
impl From<LoadSessionRequest> for ClientRequest {
    fn from(value: LoadSessionRequest) -> Self {
        Self::LoadSession(value)
    }
}
impl From<ListSessionsRequest> for ClientRequest {
    fn from(value: ListSessionsRequest) -> Self {
        Self::ListSessions(value)
    }
}
impl From<DeleteSessionRequest> for ClientRequest {
    fn from(value: DeleteSessionRequest) -> Self {
        Self::DeleteSession(value)
    }
}
impl From<ResumeSessionRequest> for ClientRequest {
    fn from(value: ResumeSessionRequest) -> Self {
        Self::ResumeSession(value)
    }
}
impl From<CloseSessionRequest> for ClientRequest {
    fn from(value: CloseSessionRequest) -> Self {
        Self::CloseSession(value)
    }
}
impl From<SetSessionModeRequest> for ClientRequest {
    fn from(value: SetSessionModeRequest) -> Self {
        Self::SetSessionMode(value)
    }
}
impl From<SetSessionConfigOptionRequest> for ClientRequest {
    fn from(value: SetSessionConfigOptionRequest) -> Self {
        Self::SetSessionConfigOption(value)
    }
}
impl From<PromptRequest> for ClientRequest {
    fn from(value: PromptRequest) -> Self {
        Self::Prompt(value)
    }
}
/// The result an agent returns for a [`ClientRequest`], decoded by the request's method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum AgentResponse {
    /// `initialize`
    Initialize(InitializeResponse),
    /// `authenticate`
    Authenticate(AuthenticateResponse),
    /// `logout`
    Logout(LogoutResponse),
    /// `session/new`
    NewSession(NewSessionResponse),
    /// `session/load`
    LoadSession(LoadSessionResponse),
    /// `session/list`
    ListSessions(ListSessionsResponse),
    /// `session/delete`
    DeleteSession(DeleteSessionResponse),
    /// `session/resume`
    ResumeSession(ResumeSessionResponse),
    /// `session/close`
    CloseSession(CloseSessionResponse),
    /// `session/set_mode`
    SetSessionMode(SetSessionModeResponse),
    /// `session/set_config_option`
    SetSessionConfigOption(SetSessionConfigOptionResponse),
    /// `session/prompt`
    Prompt(PromptResponse),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl AgentResponse {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::Initialize(_) => "initialize",
            Self::Authenticate(_) => "authenticate",
            Self::Logout(_) => "logout",
            Self::NewSession(_) => "session/new",
            Self::LoadSession(_) => "session/load",
            Self::ListSessions(_) => "session/list",
            Self::DeleteSession(_) => "session/delete",
            Self::ResumeSession(_) => "session/resume",
            Self::CloseSession(_) => "session/close",
            Self::SetSessionMode(_) => "session/set_mode",
            Self::SetSessionConfigOption(_) => "session/set_config_option",
            Self::Prompt(_) => "session/prompt",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::NewSession(message) => Some(&message.session_id),
            _ => None,
        }
    }
    /// Decodes the result of `method`. Methods outside this protocol fail with
    /// [`DecodeError::UnknownMethod`](crate::jsonrpc::method::DecodeError::UnknownMethod), except
    /// `_`-prefixed extension methods, which become [`Self::Ext`].
    pub fn decode<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        match method {
            "initialize" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::Initialize)
            }
            "authenticate" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::Authenticate)
            }
            "logout" => {
                crate::jsonrpc::method::decode_result(method, value).map(Self::Logout)
            }
            "session/new" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::NewSession)
            }
            "session/load" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::LoadSession)
            }
            "session/list" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ListSessions)
            }
            "session/delete" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::DeleteSession)
            }
            "session/resume" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ResumeSession)
            }
            "session/close" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::CloseSession)
            }
            "session/set_mode" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::SetSessionMode)
            }
            "session/set_config_option" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::SetSessionConfigOption)
            }
            "session/prompt" => {
                crate::jsonrpc::method::decode_result(method, value).map(Self::Prompt)
            }
            _ => crate::jsonrpc::method::decode_ext(method, value).map(Self::Ext),
        }
    }
}
impl crate::jsonrpc::method::MethodUnion for AgentResponse {
    fn decode_from<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        Self::decode(method, value)
    }
    fn method(&self) -> &str {
        Self::method(self)
    }
}
impl serde::Serialize for AgentResponse {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Initialize(value) => value.serialize(serializer),
            Self::Authenticate(value) => value.serialize(serializer),
            Self::Logout(value) => value.serialize(serializer),
            Self::NewSession(value) => value.serialize(serializer),
            Self::LoadSession(value) => value.serialize(serializer),
            Self::ListSessions(value) => value.serialize(serializer),
            Self::DeleteSession(value) => value.serialize(serializer),
            Self::ResumeSession(value) => value.serialize(serializer),
            Self::CloseSession(value) => value.serialize(serializer),
            Self::SetSessionMode(value) => value.serialize(serializer),
            Self::SetSessionConfigOption(value) => value.serialize(serializer),
            Self::Prompt(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<InitializeResponse> for AgentResponse {
    fn from(value: InitializeResponse) -> Self {
        Self::Initialize(value)
    }
}
impl From<AuthenticateResponse> for AgentResponse {
    fn from(value: AuthenticateResponse) -> Self {
        Self::Authenticate(value)
    }
}
impl From<LogoutResponse> for AgentResponse {
    fn from(value: LogoutResponse) -> Self {
        Self::Logout(value)
    }
}
impl From<NewSessionResponse> for AgentResponse {
    fn from(value: NewSessionResponse) -> Self {
        Self::NewSession(value)
    }
}
impl From<LoadSessionResponse> for AgentResponse {
    fn from(value: LoadSessionResponse) -> Self {
        Self::LoadSession(value)
    }
}
impl From<ListSessionsResponse> for AgentResponse {
    fn from(value: ListSessionsResponse) -> Self {
        Self::ListSessions(value)
    }
}
impl From<DeleteSessionResponse> for AgentResponse {
    fn from(value: DeleteSessionResponse) -> Self {
        Self::DeleteSession(value)
    }
}
impl From<ResumeSessionResponse> for AgentResponse {
    fn from(value: ResumeSessionResponse) -> Self {
        Self::ResumeSession(value)
    }
}
impl From<CloseSessionResponse> for AgentResponse {
    fn from(value: CloseSessionResponse) -> Self {
        Self::CloseSession(value)
    }
}
impl From<SetSessionModeResponse> for AgentResponse {
    fn from(value: SetSessionModeResponse) -> Self {
        Self::SetSessionMode(value)
    }
}
impl From<SetSessionConfigOptionResponse> for AgentResponse {
    fn from(value: SetSessionConfigOptionResponse) -> Self {
        Self::SetSessionConfigOption(value)
    }
}
impl From<PromptResponse> for AgentResponse {
    fn from(value: PromptResponse) -> Self {
        Self::Prompt(value)
    }
}
/// A notification a client sends to an agent, decoded by method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ClientNotification {
    /// `session/cancel`
    Cancel(CancelNotification),
    /// `$/cancel_request`
    CancelRequest(CancelRequestNotification),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl ClientNotification {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::Cancel(_) => "session/cancel",
            Self::CancelRequest(_) => "$/cancel_request",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::Cancel(message) => Some(&message.session_id),
            _ => None,
        }
    }
    /// Decodes the params of `method`. Methods outside this protocol fail with
    /// [`DecodeError::UnknownMethod`](crate::jsonrpc::method::DecodeError::UnknownMethod), except
    /// `_`-prefixed extension methods, which become [`Self::Ext`].
    pub fn decode<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        match method {
            "session/cancel" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::Cancel)
            }
            "$/cancel_request" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::CancelRequest)
            }
            _ => crate::jsonrpc::method::decode_ext(method, value).map(Self::Ext),
        }
    }
}
impl crate::jsonrpc::method::MethodUnion for ClientNotification {
    fn decode_from<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        Self::decode(method, value)
    }
    fn method(&self) -> &str {
        Self::method(self)
    }
}
impl serde::Serialize for ClientNotification {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Cancel(value) => value.serialize(serializer),
            Self::CancelRequest(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<CancelNotification> for ClientNotification {
    fn from(value: CancelNotification) -> Self {
        Self::Cancel(value)
    }
}
impl From<CancelRequestNotification> for ClientNotification {
    fn from(value: CancelRequestNotification) -> Self {
        Self::CancelRequest(value)
    }
}
/// A request an agent sends and a client serves, decoded by method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum AgentRequest {
    /// `fs/write_text_file`
    WriteTextFile(WriteTextFileRequest),
    /// `fs/read_text_file`
    ReadTextFile(ReadTextFileRequest),
    /// `session/request_permission`
    RequestPermission(RequestPermissionRequest),
    /// `terminal/create`
    CreateTerminal(CreateTerminalRequest),
    /// `terminal/output`
    TerminalOutput(TerminalOutputRequest),
    /// `terminal/release`
    ReleaseTerminal(ReleaseTerminalRequest),
    /// `terminal/wait_for_exit`
    WaitForTerminalExit(WaitForTerminalExitRequest),
    /// `terminal/kill`
    KillTerminal(KillTerminalRequest),
    /// `elicitation/create`
    CreateElicitation(CreateElicitationRequest),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl AgentRequest {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::WriteTextFile(_) => "fs/write_text_file",
            Self::ReadTextFile(_) => "fs/read_text_file",
            Self::RequestPermission(_) => "session/request_permission",
            Self::CreateTerminal(_) => "terminal/create",
            Self::TerminalOutput(_) => "terminal/output",
            Self::ReleaseTerminal(_) => "terminal/release",
            Self::WaitForTerminalExit(_) => "terminal/wait_for_exit",
            Self::KillTerminal(_) => "terminal/kill",
            Self::CreateElicitation(_) => "elicitation/create",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::WriteTextFile(message) => Some(&message.session_id),
            Self::ReadTextFile(message) => Some(&message.session_id),
            Self::RequestPermission(message) => Some(&message.session_id),
            Self::CreateTerminal(message) => Some(&message.session_id),
            Self::TerminalOutput(message) => Some(&message.session_id),
            Self::ReleaseTerminal(message) => Some(&message.session_id),
            Self::WaitForTerminalExit(message) => Some(&message.session_id),
            Self::KillTerminal(message) => Some(&message.session_id),
            _ => None,
        }
    }
    /// Decodes the params of `method`. Methods outside this protocol fail with
    /// [`DecodeError::UnknownMethod`](crate::jsonrpc::method::DecodeError::UnknownMethod), except
    /// `_`-prefixed extension methods, which become [`Self::Ext`].
    pub fn decode<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        match method {
            "fs/write_text_file" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::WriteTextFile)
            }
            "fs/read_text_file" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::ReadTextFile)
            }
            "session/request_permission" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::RequestPermission)
            }
            "terminal/create" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::CreateTerminal)
            }
            "terminal/output" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::TerminalOutput)
            }
            "terminal/release" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::ReleaseTerminal)
            }
            "terminal/wait_for_exit" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::WaitForTerminalExit)
            }
            "terminal/kill" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::KillTerminal)
            }
            "elicitation/create" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::CreateElicitation)
            }
            _ => crate::jsonrpc::method::decode_ext(method, value).map(Self::Ext),
        }
    }
}
impl crate::jsonrpc::method::MethodUnion for AgentRequest {
    fn decode_from<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        Self::decode(method, value)
    }
    fn method(&self) -> &str {
        Self::method(self)
    }
}
impl serde::Serialize for AgentRequest {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::WriteTextFile(value) => value.serialize(serializer),
            Self::ReadTextFile(value) => value.serialize(serializer),
            Self::RequestPermission(value) => value.serialize(serializer),
            Self::CreateTerminal(value) => value.serialize(serializer),
            Self::TerminalOutput(value) => value.serialize(serializer),
            Self::ReleaseTerminal(value) => value.serialize(serializer),
            Self::WaitForTerminalExit(value) => value.serialize(serializer),
            Self::KillTerminal(value) => value.serialize(serializer),
            Self::CreateElicitation(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<WriteTextFileRequest> for AgentRequest {
    fn from(value: WriteTextFileRequest) -> Self {
        Self::WriteTextFile(value)
    }
}
impl From<ReadTextFileRequest> for AgentRequest {
    fn from(value: ReadTextFileRequest) -> Self {
        Self::ReadTextFile(value)
    }
}
impl From<RequestPermissionRequest> for AgentRequest {
    fn from(value: RequestPermissionRequest) -> Self {
        Self::RequestPermission(value)
    }
}
impl From<CreateTerminalRequest> for AgentRequest {
    fn from(value: CreateTerminalRequest) -> Self {
        Self::CreateTerminal(value)
    }
}
impl From<TerminalOutputRequest> for AgentRequest {
    fn from(value: TerminalOutputRequest) -> Self {
        Self::TerminalOutput(value)
    }
}
impl From<ReleaseTerminalRequest> for AgentRequest {
    fn from(value: ReleaseTerminalRequest) -> Self {
        Self::ReleaseTerminal(value)
    }
}
impl From<WaitForTerminalExitRequest> for AgentRequest {
    fn from(value: WaitForTerminalExitRequest) -> Self {
        Self::WaitForTerminalExit(value)
    }
}
impl From<KillTerminalRequest> for AgentRequest {
    fn from(value: KillTerminalRequest) -> Self {
        Self::KillTerminal(value)
    }
}
impl From<CreateElicitationRequest> for AgentRequest {
    fn from(value: CreateElicitationRequest) -> Self {
        Self::CreateElicitation(value)
    }
}
/// The result a client returns for an [`AgentRequest`], decoded by the request's method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ClientResponse {
    /// `fs/write_text_file`
    WriteTextFile(WriteTextFileResponse),
    /// `fs/read_text_file`
    ReadTextFile(ReadTextFileResponse),
    /// `session/request_permission`
    RequestPermission(RequestPermissionResponse),
    /// `terminal/create`
    CreateTerminal(CreateTerminalResponse),
    /// `terminal/output`
    TerminalOutput(TerminalOutputResponse),
    /// `terminal/release`
    ReleaseTerminal(ReleaseTerminalResponse),
    /// `terminal/wait_for_exit`
    WaitForTerminalExit(WaitForTerminalExitResponse),
    /// `terminal/kill`
    KillTerminal(KillTerminalResponse),
    /// `elicitation/create`
    CreateElicitation(CreateElicitationResponse),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl ClientResponse {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::WriteTextFile(_) => "fs/write_text_file",
            Self::ReadTextFile(_) => "fs/read_text_file",
            Self::RequestPermission(_) => "session/request_permission",
            Self::CreateTerminal(_) => "terminal/create",
            Self::TerminalOutput(_) => "terminal/output",
            Self::ReleaseTerminal(_) => "terminal/release",
            Self::WaitForTerminalExit(_) => "terminal/wait_for_exit",
            Self::KillTerminal(_) => "terminal/kill",
            Self::CreateElicitation(_) => "elicitation/create",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        None
    }
    /// Decodes the result of `method`. Methods outside this protocol fail with
    /// [`DecodeError::UnknownMethod`](crate::jsonrpc::method::DecodeError::UnknownMethod), except
    /// `_`-prefixed extension methods, which become [`Self::Ext`].
    pub fn decode<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        match method {
            "fs/write_text_file" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::WriteTextFile)
            }
            "fs/read_text_file" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ReadTextFile)
            }
            "session/request_permission" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::RequestPermission)
            }
            "terminal/create" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::CreateTerminal)
            }
            "terminal/output" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::TerminalOutput)
            }
            "terminal/release" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ReleaseTerminal)
            }
            "terminal/wait_for_exit" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::WaitForTerminalExit)
            }
            "terminal/kill" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::KillTerminal)
            }
            "elicitation/create" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::CreateElicitation)
            }
            _ => crate::jsonrpc::method::decode_ext(method, value).map(Self::Ext),
        }
    }
}
impl crate::jsonrpc::method::MethodUnion for ClientResponse {
    fn decode_from<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        Self::decode(method, value)
    }
    fn method(&self) -> &str {
        Self::method(self)
    }
}
impl serde::Serialize for ClientResponse {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::WriteTextFile(value) => value.serialize(serializer),
            Self::ReadTextFile(value) => value.serialize(serializer),
            Self::RequestPermission(value) => value.serialize(serializer),
            Self::CreateTerminal(value) => value.serialize(serializer),
            Self::TerminalOutput(value) => value.serialize(serializer),
            Self::ReleaseTerminal(value) => value.serialize(serializer),
            Self::WaitForTerminalExit(value) => value.serialize(serializer),
            Self::KillTerminal(value) => value.serialize(serializer),
            Self::CreateElicitation(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<WriteTextFileResponse> for ClientResponse {
    fn from(value: WriteTextFileResponse) -> Self {
        Self::WriteTextFile(value)
    }
}
impl From<ReadTextFileResponse> for ClientResponse {
    fn from(value: ReadTextFileResponse) -> Self {
        Self::ReadTextFile(value)
    }
}
impl From<RequestPermissionResponse> for ClientResponse {
    fn from(value: RequestPermissionResponse) -> Self {
        Self::RequestPermission(value)
    }
}
impl From<CreateTerminalResponse> for ClientResponse {
    fn from(value: CreateTerminalResponse) -> Self {
        Self::CreateTerminal(value)
    }
}
impl From<TerminalOutputResponse> for ClientResponse {
    fn from(value: TerminalOutputResponse) -> Self {
        Self::TerminalOutput(value)
    }
}
impl From<ReleaseTerminalResponse> for ClientResponse {
    fn from(value: ReleaseTerminalResponse) -> Self {
        Self::ReleaseTerminal(value)
    }
}
impl From<WaitForTerminalExitResponse> for ClientResponse {
    fn from(value: WaitForTerminalExitResponse) -> Self {
        Self::WaitForTerminalExit(value)
    }
}
impl From<KillTerminalResponse> for ClientResponse {
    fn from(value: KillTerminalResponse) -> Self {
        Self::KillTerminal(value)
    }
}
impl From<CreateElicitationResponse> for ClientResponse {
    fn from(value: CreateElicitationResponse) -> Self {
        Self::CreateElicitation(value)
    }
}
/// A notification an agent sends to a client, decoded by method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum AgentNotification {
    /// `session/update`
    SessionUpdate(SessionNotification),
    /// `elicitation/complete`
    CompleteElicitation(CompleteElicitationNotification),
    /// `$/cancel_request`
    CancelRequest(CancelRequestNotification),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl AgentNotification {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::SessionUpdate(_) => "session/update",
            Self::CompleteElicitation(_) => "elicitation/complete",
            Self::CancelRequest(_) => "$/cancel_request",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::SessionUpdate(message) => Some(&message.session_id),
            _ => None,
        }
    }
    /// Decodes the params of `method`. Methods outside this protocol fail with
    /// [`DecodeError::UnknownMethod`](crate::jsonrpc::method::DecodeError::UnknownMethod), except
    /// `_`-prefixed extension methods, which become [`Self::Ext`].
    pub fn decode<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        match method {
            "session/update" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::SessionUpdate)
            }
            "elicitation/complete" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::CompleteElicitation)
            }
            "$/cancel_request" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::CancelRequest)
            }
            _ => crate::jsonrpc::method::decode_ext(method, value).map(Self::Ext),
        }
    }
}
impl crate::jsonrpc::method::MethodUnion for AgentNotification {
    fn decode_from<'de, D: serde::Deserializer<'de>>(
        method: &str,
        value: D,
    ) -> Result<Self, crate::jsonrpc::method::DecodeError> {
        Self::decode(method, value)
    }
    fn method(&self) -> &str {
        Self::method(self)
    }
}
impl serde::Serialize for AgentNotification {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::SessionUpdate(value) => value.serialize(serializer),
            Self::CompleteElicitation(value) => value.serialize(serializer),
            Self::CancelRequest(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<SessionNotification> for AgentNotification {
    fn from(value: SessionNotification) -> Self {
        Self::SessionUpdate(value)
    }
}
impl From<CompleteElicitationNotification> for AgentNotification {
    fn from(value: CompleteElicitationNotification) -> Self {
        Self::CompleteElicitation(value)
    }
}
impl From<CancelRequestNotification> for AgentNotification {
    fn from(value: CancelRequestNotification) -> Self {
        Self::CancelRequest(value)
    }
}
/// What an ACP agent serves. Implement the methods you support and serve it with [`AgentHandler`]; the others answer -32601 (requests) or are ignored (notifications). Each method also receives a [`ClientPeer`] for calling the client back.
pub trait Agent: Send + Sync + 'static {
    /// `initialize`: Request parameters for the initialize method.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn initialize(
        &self,
        params: InitializeRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<InitializeResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("initialize")) }
    }
    /// `authenticate`: Request parameters for the authenticate method.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn authenticate(
        &self,
        params: AuthenticateRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<AuthenticateResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("authenticate")) }
    }
    /// `logout`: Request parameters for the logout method.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn logout(
        &self,
        params: LogoutRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<LogoutResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("logout")) }
    }
    /// `session/new`: Request parameters for creating a new session.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn new_session(
        &self,
        params: NewSessionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<NewSessionResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/new")) }
    }
    /// `session/load`: Request parameters for loading an existing session.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn load_session(
        &self,
        params: LoadSessionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<LoadSessionResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/load")) }
    }
    /// `session/list`: Request parameters for listing existing sessions.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn list_sessions(
        &self,
        params: ListSessionsRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<ListSessionsResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/list")) }
    }
    /// `session/delete`: Request parameters for deleting an existing session from `session/list`.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn delete_session(
        &self,
        params: DeleteSessionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<DeleteSessionResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/delete")) }
    }
    /// `session/resume`: Request parameters for resuming an existing session.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn resume_session(
        &self,
        params: ResumeSessionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<ResumeSessionResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/resume")) }
    }
    /// `session/close`: Request parameters for closing an active session.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn close_session(
        &self,
        params: CloseSessionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<CloseSessionResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/close")) }
    }
    /// `session/set_mode`: Request parameters for setting a session mode.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn set_session_mode(
        &self,
        params: SetSessionModeRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<SetSessionModeResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/set_mode")) }
    }
    /// `session/set_config_option`: Request parameters for setting a session configuration option.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn set_session_config_option(
        &self,
        params: SetSessionConfigOptionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<SetSessionConfigOptionResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/set_config_option")) }
    }
    /// `session/prompt`: Request parameters for sending a user prompt to the agent.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn prompt(
        &self,
        params: PromptRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<PromptResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/prompt")) }
    }
    /// `session/cancel`: Notification to cancel ongoing operations for a session.
    ///
    /// Ignored unless overridden.
    fn cancel(
        &self,
        params: CancelNotification,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = ()> + Send {
        let _ = (params, client);
        async {}
    }
    /// An extension request (its method starts with `_`). Answers -32601 unless overridden.
    fn ext_request(
        &self,
        method: String,
        params: serde_json::Value,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<serde_json::Value>> + Send {
        let _ = (params, client);
        async move { Err(crate::Error::method_not_found(&method)) }
    }
    /// Wire names of the methods this peer implements (extension methods
    /// included), from which its capabilities are derived. `#[acp_agent]` and
    /// `#[acp_client]` fill it in; by hand, list what you implement.
    fn implemented_methods(&self) -> &'static [&'static str] {
        &[]
    }
    /// The MCP server transports this peer connects (`stdio`, `http`, ...),
    /// whose capabilities it then advertises (an agent's
    /// `mcpCapabilities`). `#[acp_agent(mcp)]` fills it in with what
    /// `acp::mcp` connects; by hand, list what you connect.
    fn mcp_transports(&self) -> &'static [&'static str] {
        &[]
    }
    /// Whether the SDK keeps this agent's modes and config options in
    /// sync, as the session config options RFD's transition rule asks
    /// ([`crate::session::modes`]): on unless overridden;
    /// `#[acp_agent(no_mode_sync)]` turns it off.
    fn sync_modes(&self) -> bool {
        true
    }
    /// The session store the SDK records this agent's sessions in and
    /// serves its session methods from (`session/list`, load, resume,
    /// close, delete, fork: those it does not implement itself); see
    /// [`crate::session::served`]. None unless overridden;
    /// `#[acp_agent(store = field)]` returns the field.
    #[cfg(feature = "store")]
    fn session_store(&self) -> Option<crate::session::store::AnyStore> {
        None
    }
    /// Restores a session the SDK opens again from the store
    /// (`session/load`, `session/resume`, and the new session of a
    /// `session/fork`) before it takes prompts:
    /// its metadata and the state the agent saved. Nothing unless
    /// overridden; `#[acp(restore)]` marks it in an `#[acp_agent]`
    /// block. An error answers the request. What it returns (the
    /// session as `session/new` would answer it: its modes, config
    /// options) the answer carries
    /// ([`crate::session::served::RestoreOutcome`]).
    #[cfg(feature = "store")]
    fn restore_session(
        &self,
        session: crate::session::served::Restored,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<
            Option<<Module as crate::session::Sessions>::NewSessionResponse>,
        >,
    > + Send {
        let _ = (session, client);
        async { Ok(None) }
    }
    /// An extension notification (its method starts with `_`). Ignored unless overridden.
    fn ext_notification(
        &self,
        method: String,
        params: serde_json::Value,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = ()> + Send {
        let _ = (method, params, client);
        async {}
    }
}
/// Serves an [`Agent`] on a [`Connection`](crate::Connection), through the request pipeline ([`crate::pipeline`]): the handshake's rules ([`crate::peer::handshake`]), sessions and turns ([`crate::session`]), and the capabilities of what it implements, advertised.
#[derive(Debug, Clone)]
#[allow(
    clippy::exhaustive_structs,
    reason = "wraps the user's value; built by the macros and by hand"
)]
pub struct AgentHandler<T>(pub T);
impl<T: Agent> crate::generated_support::Sealed for AgentHandler<T> {}
impl<T: Agent> crate::pipeline::Dispatch for AgentHandler<T> {
    type Protocol = Module;
    type Request = ClientRequest;
    type Notification = ClientNotification;
    type Answer = AgentResponse;
    fn advertised(&self) -> Option<crate::peer::capabilities::Advertised> {
        {
            let advertised = crate::peer::capabilities::Advertised::new(
                &AGENT_CAPABILITIES,
                self.0.implemented_methods(),
                self.0.mcp_transports(),
            );
            #[cfg(feature = "store")]
            let advertised = match self.0.session_store() {
                Some(_) => {
                    advertised
                        .served(<Module as crate::session::served::StoreFacts>::SERVED)
                }
                None => advertised,
            };
            Some(advertised)
        }
    }
    fn requested_version(request: &ClientRequest) -> Option<u16> {
        match request {
            ClientRequest::Initialize(params) => Some(params.protocol_version.0),
            _ => None,
        }
    }
    fn cancelled(request: &ClientRequest) -> Option<AgentResponse> {
        match request {
            ClientRequest::Prompt(_) => {
                Some(AgentResponse::Prompt(PromptResponse::new(StopReason::Cancelled)))
            }
            _ => None,
        }
    }
    #[allow(unused_variables)]
    fn prepare(
        self: &std::sync::Arc<Self>,
        request: ClientRequest,
        peer: &crate::Connection,
    ) -> crate::pipeline::Prepared<ClientRequest, AgentResponse> {
        let (request, modes) = crate::session::modes::before::<
            Module,
        >(peer, self.0.sync_modes(), self.0.implemented_methods(), request);
        let pending = crate::pipeline::Pending::modes(modes);
        #[cfg(feature = "store")]
        let prepared = crate::session::served::before::<
            Self,
        >(self, peer, request, pending);
        #[cfg(not(feature = "store"))]
        let prepared = crate::pipeline::Prepared::Dispatch(request, pending);
        prepared
    }
    #[allow(unused_mut, unused_variables)]
    async fn complete(
        mut pending: crate::pipeline::Pending,
        answer: AgentResponse,
        peer: &crate::Connection,
    ) -> crate::Result<AgentResponse> {
        let answer = crate::session::modes::after::<
            Module,
        >(peer, pending.take_modes(), answer);
        #[cfg(feature = "store")]
        let answer = crate::session::served::after::<
            Module,
        >(peer, pending.opening, answer)
            .await;
        #[cfg(not(feature = "store"))]
        let answer = Ok(answer);
        answer
    }
    async fn serve_request(
        &self,
        request: ClientRequest,
        peer: crate::Connection,
    ) -> crate::Result<AgentResponse> {
        let peer = ClientPeer(peer);
        Ok(
            match request {
                ClientRequest::Initialize(params) => {
                    AgentResponse::Initialize(self.0.initialize(params, peer).await?)
                }
                ClientRequest::Authenticate(params) => {
                    AgentResponse::Authenticate(self.0.authenticate(params, peer).await?)
                }
                ClientRequest::Logout(params) => {
                    AgentResponse::Logout(self.0.logout(params, peer).await?)
                }
                ClientRequest::NewSession(params) => {
                    AgentResponse::NewSession(self.0.new_session(params, peer).await?)
                }
                ClientRequest::LoadSession(params) => {
                    AgentResponse::LoadSession(self.0.load_session(params, peer).await?)
                }
                ClientRequest::ListSessions(params) => {
                    AgentResponse::ListSessions(
                        self.0.list_sessions(params, peer).await?,
                    )
                }
                ClientRequest::DeleteSession(params) => {
                    AgentResponse::DeleteSession(
                        self.0.delete_session(params, peer).await?,
                    )
                }
                ClientRequest::ResumeSession(params) => {
                    AgentResponse::ResumeSession(
                        self.0.resume_session(params, peer).await?,
                    )
                }
                ClientRequest::CloseSession(params) => {
                    AgentResponse::CloseSession(
                        self.0.close_session(params, peer).await?,
                    )
                }
                ClientRequest::SetSessionMode(params) => {
                    AgentResponse::SetSessionMode(
                        self.0.set_session_mode(params, peer).await?,
                    )
                }
                ClientRequest::SetSessionConfigOption(params) => {
                    AgentResponse::SetSessionConfigOption(
                        self.0.set_session_config_option(params, peer).await?,
                    )
                }
                ClientRequest::Prompt(params) => {
                    AgentResponse::Prompt(self.0.prompt(params, peer).await?)
                }
                ClientRequest::Ext(ext) => {
                    let method = ext.method.clone();
                    let params = self.0.ext_request(ext.method, ext.params, peer).await?;
                    AgentResponse::Ext(crate::jsonrpc::method::ExtMessage {
                        method,
                        params,
                    })
                }
            },
        )
    }
    async fn serve_notification(
        &self,
        notification: ClientNotification,
        peer: crate::Connection,
    ) {
        let peer = ClientPeer(peer);
        match notification {
            ClientNotification::Cancel(params) => self.0.cancel(params, peer).await,
            ClientNotification::CancelRequest(_) => {}
            ClientNotification::Ext(ext) => {
                self.0.ext_notification(ext.method, ext.params, peer).await
            }
        }
    }
}
#[cfg(feature = "store")]
impl<T: Agent> crate::session::served::ServesSessions for AgentHandler<T> {
    type Module = Module;
    fn store(&self) -> Option<crate::session::store::AnyStore> {
        self.0.session_store()
    }
    fn implemented(&self) -> &'static [&'static str] {
        self.0.implemented_methods()
    }
    fn restore(
        &self,
        restored: crate::session::served::Restored,
        peer: crate::Connection,
    ) -> impl std::future::Future<
        Output = crate::Result<
            Option<<Module as crate::session::Sessions>::NewSessionResponse>,
        >,
    > + Send {
        self.0.restore_session(restored, ClientPeer(peer))
    }
}
/// The agent at the other end of a connection: one async method per method an agent serves.
#[derive(Debug, Clone)]
#[allow(
    clippy::exhaustive_structs,
    reason = "wraps a connection; built by the macros and by hand"
)]
pub struct AgentPeer(pub crate::Connection);
impl AgentPeer {
    /// `initialize`: Request parameters for the initialize method.
    pub async fn initialize(
        &self,
        params: InitializeRequest,
    ) -> crate::CallResult<InitializeResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `authenticate`: Request parameters for the authenticate method.
    pub async fn authenticate(
        &self,
        params: AuthenticateRequest,
    ) -> crate::CallResult<AuthenticateResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `logout`: Request parameters for the logout method.
    pub async fn logout(
        &self,
        params: LogoutRequest,
    ) -> crate::CallResult<LogoutResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/new`: Request parameters for creating a new session.
    pub async fn new_session(
        &self,
        params: NewSessionRequest,
    ) -> crate::CallResult<NewSessionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/load`: Request parameters for loading an existing session.
    pub async fn load_session(
        &self,
        params: LoadSessionRequest,
    ) -> crate::CallResult<LoadSessionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/list`: Request parameters for listing existing sessions.
    pub async fn list_sessions(
        &self,
        params: ListSessionsRequest,
    ) -> crate::CallResult<ListSessionsResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/delete`: Request parameters for deleting an existing session from `session/list`.
    pub async fn delete_session(
        &self,
        params: DeleteSessionRequest,
    ) -> crate::CallResult<DeleteSessionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/resume`: Request parameters for resuming an existing session.
    pub async fn resume_session(
        &self,
        params: ResumeSessionRequest,
    ) -> crate::CallResult<ResumeSessionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/close`: Request parameters for closing an active session.
    pub async fn close_session(
        &self,
        params: CloseSessionRequest,
    ) -> crate::CallResult<CloseSessionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/set_mode`: Request parameters for setting a session mode.
    pub async fn set_session_mode(
        &self,
        params: SetSessionModeRequest,
    ) -> crate::CallResult<SetSessionModeResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/set_config_option`: Request parameters for setting a session configuration option.
    pub async fn set_session_config_option(
        &self,
        params: SetSessionConfigOptionRequest,
    ) -> crate::CallResult<SetSessionConfigOptionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/prompt`: Request parameters for sending a user prompt to the agent.
    pub async fn prompt(
        &self,
        params: PromptRequest,
    ) -> crate::CallResult<PromptResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/cancel`: Notification to cancel ongoing operations for a session.
    pub async fn cancel(&self, params: CancelNotification) -> crate::CallResult<()> {
        crate::pipeline::outgoing::notify::<ClientNotification, _>(&self.0, params).await
    }
    /// Calls an extension request (its method must start with `_`).
    pub async fn ext_request(
        &self,
        method: &str,
        params: impl serde::Serialize,
    ) -> crate::CallResult<serde_json::Value> {
        crate::jsonrpc::method::check_ext_name(method)?;
        let raw = self.0.request_raw(method, &params).await?;
        crate::jsonrpc::method::decode_response(method, &raw)
    }
    /// Sends an extension notification (its method must start with `_`).
    pub async fn ext_notification(
        &self,
        method: &str,
        params: impl serde::Serialize,
    ) -> crate::CallResult<()> {
        crate::jsonrpc::method::check_ext_name(method)?;
        self.0.notify_raw(method, &params).await
    }
    /// A handle on the same peer whose calls fail with
    /// [`CallError::Timeout`](crate::CallError::Timeout) after `timeout`.
    pub fn with_timeout(&self, timeout: impl Into<Option<std::time::Duration>>) -> Self {
        Self(self.0.with_timeout(timeout))
    }
    /// The underlying connection.
    pub fn connection(&self) -> &crate::Connection {
        &self.0
    }
}
/// What an ACP client serves. Implement the methods you support and serve it with [`ClientHandler`]; the others answer -32601 (requests) or are ignored (notifications). Each method also receives an [`AgentPeer`] for calling the agent back.
pub trait Client: Send + Sync + 'static {
    /// `fs/write_text_file`: Request to write content to a text file.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn write_text_file(
        &self,
        params: WriteTextFileRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = crate::Result<WriteTextFileResponse>> + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("fs/write_text_file")) }
    }
    /// `fs/read_text_file`: Request to read content from a text file.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn read_text_file(
        &self,
        params: ReadTextFileRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = crate::Result<ReadTextFileResponse>> + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("fs/read_text_file")) }
    }
    /// `session/request_permission`: Request for user permission to execute a tool call.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn request_permission(
        &self,
        params: RequestPermissionRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<RequestPermissionResponse>,
    > + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("session/request_permission")) }
    }
    /// `terminal/create`: Request to create a new terminal and execute a command.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn create_terminal(
        &self,
        params: CreateTerminalRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<CreateTerminalResponse>,
    > + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("terminal/create")) }
    }
    /// `terminal/output`: Request to get the current output and status of a terminal.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn terminal_output(
        &self,
        params: TerminalOutputRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<TerminalOutputResponse>,
    > + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("terminal/output")) }
    }
    /// `terminal/release`: Request to release a terminal and free its resources.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn release_terminal(
        &self,
        params: ReleaseTerminalRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<ReleaseTerminalResponse>,
    > + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("terminal/release")) }
    }
    /// `terminal/wait_for_exit`: Request to wait for a terminal command to exit.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn wait_for_terminal_exit(
        &self,
        params: WaitForTerminalExitRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<WaitForTerminalExitResponse>,
    > + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("terminal/wait_for_exit")) }
    }
    /// `terminal/kill`: Request to kill a terminal without releasing it.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn kill_terminal(
        &self,
        params: KillTerminalRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = crate::Result<KillTerminalResponse>> + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("terminal/kill")) }
    }
    /// `elicitation/create`: Request from the agent to elicit structured user input.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn create_elicitation(
        &self,
        params: CreateElicitationRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<CreateElicitationResponse>,
    > + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("elicitation/create")) }
    }
    /// `session/update`: Notification containing a session update from the agent.
    ///
    /// Ignored unless overridden.
    fn session_update(
        &self,
        params: SessionNotification,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = ()> + Send {
        let _ = (params, agent);
        async {}
    }
    /// `elicitation/complete`: Notification sent by the agent when a URL-based elicitation is complete.
    ///
    /// Ignored unless overridden.
    fn complete_elicitation(
        &self,
        params: CompleteElicitationNotification,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = ()> + Send {
        let _ = (params, agent);
        async {}
    }
    /// An extension request (its method starts with `_`). Answers -32601 unless overridden.
    fn ext_request(
        &self,
        method: String,
        params: serde_json::Value,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = crate::Result<serde_json::Value>> + Send {
        let _ = (params, agent);
        async move { Err(crate::Error::method_not_found(&method)) }
    }
    /// Wire names of the methods this peer implements (extension methods
    /// included), from which its capabilities are derived. `#[acp_agent]` and
    /// `#[acp_client]` fill it in; by hand, list what you implement.
    fn implemented_methods(&self) -> &'static [&'static str] {
        &[]
    }
    /// The MCP server transports this peer connects (`stdio`, `http`, ...),
    /// whose capabilities it then advertises (an agent's
    /// `mcpCapabilities`). `#[acp_agent(mcp)]` fills it in with what
    /// `acp::mcp` connects; by hand, list what you connect.
    fn mcp_transports(&self) -> &'static [&'static str] {
        &[]
    }
    /// An extension notification (its method starts with `_`). Ignored unless overridden.
    fn ext_notification(
        &self,
        method: String,
        params: serde_json::Value,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = ()> + Send {
        let _ = (method, params, agent);
        async {}
    }
}
/// Serves a [`Client`] on a [`Connection`](crate::Connection), through the request pipeline ([`crate::pipeline`]): the handshake's rules ([`crate::peer::handshake`]), sessions and turns ([`crate::session`]), and the capabilities of what it implements, advertised.
#[derive(Debug, Clone)]
#[allow(
    clippy::exhaustive_structs,
    reason = "wraps the user's value; built by the macros and by hand"
)]
pub struct ClientHandler<T>(pub T);
impl<T: Client> crate::generated_support::Sealed for ClientHandler<T> {}
impl<T: Client> crate::pipeline::Dispatch for ClientHandler<T> {
    type Protocol = Module;
    type Request = AgentRequest;
    type Notification = AgentNotification;
    type Answer = ClientResponse;
    fn advertised(&self) -> Option<crate::peer::capabilities::Advertised> {
        Some(
            crate::peer::capabilities::Advertised::new(
                &CLIENT_CAPABILITIES,
                self.0.implemented_methods(),
                self.0.mcp_transports(),
            ),
        )
    }
    fn requested_version(request: &AgentRequest) -> Option<u16> {
        {
            let _ = request;
            None
        }
    }
    fn cancelled(request: &AgentRequest) -> Option<ClientResponse> {
        match request {
            AgentRequest::RequestPermission(_) => {
                Some(
                    ClientResponse::RequestPermission(
                        RequestPermissionResponse::new(
                            RequestPermissionOutcome::Cancelled,
                        ),
                    ),
                )
            }
            _ => None,
        }
    }
    async fn serve_request(
        &self,
        request: AgentRequest,
        peer: crate::Connection,
    ) -> crate::Result<ClientResponse> {
        let peer = AgentPeer(peer);
        Ok(
            match request {
                AgentRequest::WriteTextFile(params) => {
                    ClientResponse::WriteTextFile(
                        self.0.write_text_file(params, peer).await?,
                    )
                }
                AgentRequest::ReadTextFile(params) => {
                    ClientResponse::ReadTextFile(
                        self.0.read_text_file(params, peer).await?,
                    )
                }
                AgentRequest::RequestPermission(params) => {
                    ClientResponse::RequestPermission(
                        self.0.request_permission(params, peer).await?,
                    )
                }
                AgentRequest::CreateTerminal(params) => {
                    ClientResponse::CreateTerminal(
                        self.0.create_terminal(params, peer).await?,
                    )
                }
                AgentRequest::TerminalOutput(params) => {
                    ClientResponse::TerminalOutput(
                        self.0.terminal_output(params, peer).await?,
                    )
                }
                AgentRequest::ReleaseTerminal(params) => {
                    ClientResponse::ReleaseTerminal(
                        self.0.release_terminal(params, peer).await?,
                    )
                }
                AgentRequest::WaitForTerminalExit(params) => {
                    ClientResponse::WaitForTerminalExit(
                        self.0.wait_for_terminal_exit(params, peer).await?,
                    )
                }
                AgentRequest::KillTerminal(params) => {
                    ClientResponse::KillTerminal(
                        self.0.kill_terminal(params, peer).await?,
                    )
                }
                AgentRequest::CreateElicitation(params) => {
                    ClientResponse::CreateElicitation(
                        self.0.create_elicitation(params, peer).await?,
                    )
                }
                AgentRequest::Ext(ext) => {
                    let method = ext.method.clone();
                    let params = self.0.ext_request(ext.method, ext.params, peer).await?;
                    ClientResponse::Ext(crate::jsonrpc::method::ExtMessage {
                        method,
                        params,
                    })
                }
            },
        )
    }
    async fn serve_notification(
        &self,
        notification: AgentNotification,
        peer: crate::Connection,
    ) {
        let peer = AgentPeer(peer);
        match notification {
            AgentNotification::SessionUpdate(params) => {
                self.0.session_update(params, peer).await
            }
            AgentNotification::CompleteElicitation(params) => {
                self.0.complete_elicitation(params, peer).await
            }
            AgentNotification::CancelRequest(_) => {}
            AgentNotification::Ext(ext) => {
                self.0.ext_notification(ext.method, ext.params, peer).await
            }
        }
    }
}
/// The client at the other end of a connection: one async method per method a client serves.
#[derive(Debug, Clone)]
#[allow(
    clippy::exhaustive_structs,
    reason = "wraps a connection; built by the macros and by hand"
)]
pub struct ClientPeer(pub crate::Connection);
impl ClientPeer {
    /// `fs/write_text_file`: Request to write content to a text file.
    pub async fn write_text_file(
        &self,
        params: WriteTextFileRequest,
    ) -> crate::CallResult<WriteTextFileResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `fs/read_text_file`: Request to read content from a text file.
    pub async fn read_text_file(
        &self,
        params: ReadTextFileRequest,
    ) -> crate::CallResult<ReadTextFileResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `session/request_permission`: Request for user permission to execute a tool call.
    pub async fn request_permission(
        &self,
        params: RequestPermissionRequest,
    ) -> crate::CallResult<RequestPermissionResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `terminal/create`: Request to create a new terminal and execute a command.
    pub async fn create_terminal(
        &self,
        params: CreateTerminalRequest,
    ) -> crate::CallResult<CreateTerminalResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `terminal/output`: Request to get the current output and status of a terminal.
    pub async fn terminal_output(
        &self,
        params: TerminalOutputRequest,
    ) -> crate::CallResult<TerminalOutputResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `terminal/release`: Request to release a terminal and free its resources.
    pub async fn release_terminal(
        &self,
        params: ReleaseTerminalRequest,
    ) -> crate::CallResult<ReleaseTerminalResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `terminal/wait_for_exit`: Request to wait for a terminal command to exit.
    pub async fn wait_for_terminal_exit(
        &self,
        params: WaitForTerminalExitRequest,
    ) -> crate::CallResult<WaitForTerminalExitResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `terminal/kill`: Request to kill a terminal without releasing it.
    pub async fn kill_terminal(
        &self,
        params: KillTerminalRequest,
    ) -> crate::CallResult<KillTerminalResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `elicitation/create`: Request from the agent to elicit structured user input.
    pub async fn create_elicitation(
        &self,
        params: CreateElicitationRequest,
    ) -> crate::CallResult<CreateElicitationResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `session/update`: Notification containing a session update from the agent.
    pub async fn session_update(
        &self,
        params: SessionNotification,
    ) -> crate::CallResult<()> {
        crate::session::send_update::<Module>(&self.0, params).await
    }
    /// `elicitation/complete`: Notification sent by the agent when a URL-based elicitation is complete.
    pub async fn complete_elicitation(
        &self,
        params: CompleteElicitationNotification,
    ) -> crate::CallResult<()> {
        crate::pipeline::outgoing::notify::<AgentNotification, _>(&self.0, params).await
    }
    /// Calls an extension request (its method must start with `_`).
    pub async fn ext_request(
        &self,
        method: &str,
        params: impl serde::Serialize,
    ) -> crate::CallResult<serde_json::Value> {
        crate::jsonrpc::method::check_ext_name(method)?;
        let raw = self.0.request_raw(method, &params).await?;
        crate::jsonrpc::method::decode_response(method, &raw)
    }
    /// Sends an extension notification (its method must start with `_`).
    pub async fn ext_notification(
        &self,
        method: &str,
        params: impl serde::Serialize,
    ) -> crate::CallResult<()> {
        crate::jsonrpc::method::check_ext_name(method)?;
        self.0.notify_raw(method, &params).await
    }
    /// A handle on the same peer whose calls fail with
    /// [`CallError::Timeout`](crate::CallError::Timeout) after `timeout`.
    pub fn with_timeout(&self, timeout: impl Into<Option<std::time::Duration>>) -> Self {
        Self(self.0.with_timeout(timeout))
    }
    /// The underlying connection.
    pub fn connection(&self) -> &crate::Connection {
        &self.0
    }
}
/// The capabilities an agent advertises, and the methods that imply them.
pub static AGENT_CAPABILITIES: crate::peer::capabilities::Carrier = crate::peer::capabilities::Carrier {
    method: "initialize",
    in_result: true,
    field: "agentCapabilities",
    implied: &[
        crate::peer::capabilities::Implied {
            method: "logout",
            path: &["auth", "logout"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/load",
            path: &["loadSession"],
            flag: true,
        },
        crate::peer::capabilities::Implied {
            method: "session/list",
            path: &["sessionCapabilities", "list"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/delete",
            path: &["sessionCapabilities", "delete"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/resume",
            path: &["sessionCapabilities", "resume"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/close",
            path: &["sessionCapabilities", "close"],
            flag: false,
        },
    ],
    baseline: &[],
    mcp_transports: &[
        crate::peer::capabilities::McpTransport {
            transport: "http",
            path: &["mcpCapabilities", "http"],
            flag: true,
        },
        crate::peer::capabilities::McpTransport {
            transport: "sse",
            path: &["mcpCapabilities", "sse"],
            flag: true,
        },
    ],
};
/// The capabilities a client advertises, and the methods that imply them.
pub static CLIENT_CAPABILITIES: crate::peer::capabilities::Carrier = crate::peer::capabilities::Carrier {
    method: "initialize",
    in_result: false,
    field: "clientCapabilities",
    implied: &[
        crate::peer::capabilities::Implied {
            method: "fs/write_text_file",
            path: &["fs", "writeTextFile"],
            flag: true,
        },
        crate::peer::capabilities::Implied {
            method: "fs/read_text_file",
            path: &["fs", "readTextFile"],
            flag: true,
        },
        crate::peer::capabilities::Implied {
            method: "terminal/create",
            path: &["terminal"],
            flag: true,
        },
        crate::peer::capabilities::Implied {
            method: "terminal/output",
            path: &["terminal"],
            flag: true,
        },
        crate::peer::capabilities::Implied {
            method: "terminal/release",
            path: &["terminal"],
            flag: true,
        },
        crate::peer::capabilities::Implied {
            method: "terminal/wait_for_exit",
            path: &["terminal"],
            flag: true,
        },
        crate::peer::capabilities::Implied {
            method: "terminal/kill",
            path: &["terminal"],
            flag: true,
        },
        crate::peer::capabilities::Implied {
            method: "elicitation/create",
            path: &["elicitation", "form"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "elicitation/complete",
            path: &["elicitation", "url"],
            flag: false,
        },
    ],
    baseline: &[],
    mcp_transports: &[],
};
impl McpServer {
    /// The MCP transport of [`Self::Http`], as the capability tables name it.
    pub const HTTP_TRANSPORT: &'static str = "http";
    /// The MCP transport of [`Self::Sse`], as the capability tables name it.
    pub const SSE_TRANSPORT: &'static str = "sse";
    /// The MCP transport of [`Self::Stdio`], as the capability tables name it.
    pub const STDIO_TRANSPORT: &'static str = "stdio";
}
/// The `initialize` handshake of this protocol module, for [`crate::peer::handshake`]: this module implements protocol version 1.
pub static HANDSHAKE: crate::peer::handshake::Spec = crate::peer::handshake::Spec {
    method: "initialize",
    version_field: "protocolVersion",
    versions: &[1u16],
    negotiation: crate::peer::handshake::Negotiation::LatestSupported,
    decodes: crate::__private::decodes::<InitializeRequest>,
};
/// The protocol version this module implements: what a client asks for in
/// `initialize`.
pub const PROTOCOL_VERSION: ProtocolVersion = ProtocolVersion(1u16);
impl crate::session::Routed for ClientRequest {
    fn part(&self) -> crate::session::Part<'_> {
        match self {
            Self::Prompt(params) => {
                crate::session::Part::Turn(params.session_id.as_str())
            }
            _ => crate::session::Part::None,
        }
    }
}
impl crate::session::Routed for ClientNotification {
    fn part(&self) -> crate::session::Part<'_> {
        match self {
            Self::Cancel(params) => {
                crate::session::Part::Cancel(params.session_id.as_str())
            }
            _ => crate::session::Part::None,
        }
    }
}
impl crate::session::Routed for AgentRequest {
    fn part(&self) -> crate::session::Part<'_> {
        match self {
            Self::RequestPermission(params) => {
                crate::session::Part::Question(params.session_id.as_str())
            }
            _ => crate::session::Part::None,
        }
    }
}
impl crate::session::Routed for AgentNotification {
    fn part(&self) -> crate::session::Part<'_> {
        match self {
            Self::SessionUpdate(params) => {
                crate::session::Part::Update(params.session_id.as_str())
            }
            _ => crate::session::Part::None,
        }
    }
}
impl crate::session::Sessions for Module {
    type SessionId = SessionId;
    type ContentBlock = ContentBlock;
    type NewSessionRequest = NewSessionRequest;
    type NewSessionResponse = NewSessionResponse;
    type PromptRequest = PromptRequest;
    type PromptResponse = PromptResponse;
    type SessionNotification = SessionNotification;
    type SessionUpdate = SessionUpdate;
    type CancelNotification = CancelNotification;
    fn opened_session(response: &NewSessionResponse) -> &SessionId {
        &response.session_id
    }
    fn prompt_request(session: SessionId, prompt: Vec<ContentBlock>) -> PromptRequest {
        PromptRequest::new(session, prompt)
    }
    fn prompt_session(request: &mut PromptRequest) -> &mut SessionId {
        &mut request.session_id
    }
    fn cancel_notification(session: SessionId) -> CancelNotification {
        CancelNotification::new(session)
    }
    fn session_notification(
        session: SessionId,
        update: SessionUpdate,
    ) -> SessionNotification {
        SessionNotification::new(session, update)
    }
    fn notification_parts(
        notification: &SessionNotification,
    ) -> (&SessionId, &SessionUpdate) {
        (&notification.session_id, &notification.update)
    }
    fn session_update(notification: AgentNotification) -> Option<SessionNotification> {
        match notification {
            AgentNotification::SessionUpdate(notification) => Some(notification),
            _ => None,
        }
    }
    type Turns = crate::session::Answered;
    type TurnEnd = PromptResponse;
    fn answered_end(response: &PromptResponse) -> Option<PromptResponse> {
        Some(response.clone())
    }
    fn turn_state(
        _update: &Self::SessionUpdate,
    ) -> Option<crate::session::TurnState<&PromptResponse>> {
        None
    }
    fn state_update(
        _state: crate::session::TurnState<PromptResponse>,
    ) -> Option<Self::SessionUpdate> {
        None
    }
    fn cancelled_end() -> PromptResponse {
        PromptResponse::new(StopReason::Cancelled)
    }
    /// Not used: a failed v1 turn is answered with the error.
    fn failed_end(_error: &crate::Error) -> PromptResponse {
        Self::cancelled_end()
    }
    fn companion(
        connection: &crate::Connection,
        notification: &SessionNotification,
    ) -> Option<SessionNotification> {
        crate::session::modes::companion::<Module>(connection, notification)
    }
    #[cfg(feature = "store")]
    fn send_one<'a>(
        connection: &'a crate::Connection,
        notification: &'a <Self as crate::session::Sessions>::SessionNotification,
    ) -> impl std::future::Future<Output = crate::CallResult<()>> + Send + 'a {
        crate::session::served::send_update::<Module>(connection, notification)
    }
}
impl ClientPeer {
    /// The session `id`, for sending its updates and running its
    /// turns ([`crate::session::AgentSession`]).
    pub fn session(
        &self,
        id: impl Into<SessionId>,
    ) -> crate::session::AgentSession<Module> {
        crate::session::AgentSession::new(self.clone(), id)
    }
}
impl crate::session::modes::ModeFacts for Module {
    type ConfigOption = SessionConfigOption;
    fn opener(request: &ClientRequest) -> Option<Option<String>> {
        match request {
            ClientRequest::NewSession(_) => Some(None),
            ClientRequest::LoadSession(p) => Some(Some(p.session_id.0.clone())),
            ClientRequest::ResumeSession(p) => Some(Some(p.session_id.0.clone())),
            _ => None,
        }
    }
    fn opened(
        answer: &AgentResponse,
    ) -> Option<crate::session::modes::Opened<'_, SessionConfigOption>> {
        match answer {
            AgentResponse::NewSession(a) => {
                Some(crate::session::modes::Opened {
                    session: Some(a.session_id.0.as_str()),
                    modes: a.modes.as_ref().map(mode_facts::list_of),
                    options: a.config_options.as_deref(),
                })
            }
            AgentResponse::LoadSession(a) => {
                Some(crate::session::modes::Opened {
                    session: None,
                    modes: a.modes.as_ref().map(mode_facts::list_of),
                    options: a.config_options.as_deref(),
                })
            }
            AgentResponse::ResumeSession(a) => {
                Some(crate::session::modes::Opened {
                    session: None,
                    modes: a.modes.as_ref().map(mode_facts::list_of),
                    options: a.config_options.as_deref(),
                })
            }
            _ => None,
        }
    }
    fn fill_modes(answer: &mut AgentResponse, modes: &crate::session::modes::ModeList) {
        match answer {
            AgentResponse::NewSession(a) => a.modes = Some(mode_facts::state_of(modes)),
            AgentResponse::LoadSession(a) => a.modes = Some(mode_facts::state_of(modes)),
            AgentResponse::ResumeSession(a) => {
                a.modes = Some(mode_facts::state_of(modes));
            }
            _ => {}
        }
    }
    fn fill_options(answer: &mut AgentResponse, options: Vec<SessionConfigOption>) {
        match answer {
            AgentResponse::NewSession(a) => a.config_options = Some(options),
            AgentResponse::LoadSession(a) => a.config_options = Some(options),
            AgentResponse::ResumeSession(a) => a.config_options = Some(options),
            _ => {}
        }
    }
    fn mode_option(
        options: &[SessionConfigOption],
    ) -> Option<(&str, crate::session::modes::ModeList)> {
        options
            .iter()
            .find_map(|o| match (&o.category, &o.kind) {
                (
                    Some(SessionConfigOptionCategory::Mode),
                    SessionConfigOptionKind::Select(select),
                ) => {
                    Some((
                        o.id.0.as_str(),
                        crate::session::modes::ModeList {
                            current: select.current_value.0.clone(),
                            modes: mode_facts::choices(&select.options),
                        },
                    ))
                }
                _ => None,
            })
    }
    fn set_current(options: &mut [SessionConfigOption], id: &str, value: &str) {
        for option in options.iter_mut().filter(|o| o.id.0 == id) {
            if let SessionConfigOptionKind::Select(select) = &mut option.kind {
                select.current_value = SessionConfigValueId(value.to_owned());
            }
        }
    }
    fn option_of(modes: &crate::session::modes::ModeList) -> Vec<SessionConfigOption> {
        let values: Vec<SessionConfigSelectOption> = modes
            .modes
            .iter()
            .map(|m| {
                let value = SessionConfigSelectOption::new(m.id.clone(), m.name.clone());
                match &m.description {
                    Some(d) => value.description(d.clone()),
                    None => value,
                }
            })
            .collect();
        let select = SessionConfigSelect::new(modes.current.clone(), values);
        vec![
            SessionConfigOption::new(crate ::session::modes::MODE_OPTION, "Mode",
            SessionConfigOptionKind::Select(select))
            .category(SessionConfigOptionCategory::Mode)
        ]
    }
    fn set_mode(request: &ClientRequest) -> Option<(&str, &str)> {
        match request {
            ClientRequest::SetSessionMode(p) => {
                Some((p.session_id.0.as_str(), p.mode_id.0.as_str()))
            }
            _ => None,
        }
    }
    fn set_option(request: &ClientRequest) -> Option<(&str, &str, &str)> {
        match request {
            ClientRequest::SetSessionConfigOption(p) => {
                match &p.kind {
                    SetSessionConfigOptionRequestKind::ValueId { value } => {
                        Some((
                            p.session_id.0.as_str(),
                            p.config_id.0.as_str(),
                            value.0.as_str(),
                        ))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }
    fn set_mode_request(session: &str, mode: &str) -> ClientRequest {
        ClientRequest::SetSessionMode(
            SetSessionModeRequest::new(
                SessionId(session.to_owned()),
                SessionModeId(mode.to_owned()),
            ),
        )
    }
    fn set_option_request(session: &str, id: &str, value: &str) -> ClientRequest {
        let value = SetSessionConfigOptionRequestKind::ValueId {
            value: SessionConfigValueId(value.to_owned()),
        };
        ClientRequest::SetSessionConfigOption(
            SetSessionConfigOptionRequest::new(
                SessionId(session.to_owned()),
                SessionConfigId(id.to_owned()),
                value,
            ),
        )
    }
    fn mode_answer() -> AgentResponse {
        AgentResponse::SetSessionMode(SetSessionModeResponse::new())
    }
    fn option_answer(options: Vec<SessionConfigOption>) -> AgentResponse {
        AgentResponse::SetSessionConfigOption(
            SetSessionConfigOptionResponse::new(options),
        )
    }
    fn answered_options(answer: &AgentResponse) -> Option<&[SessionConfigOption]> {
        match answer {
            AgentResponse::SetSessionConfigOption(a) => Some(&a.config_options),
            _ => None,
        }
    }
    fn mode_update(note: &SessionNotification) -> Option<(&str, &str)> {
        match &note.update {
            SessionUpdate::CurrentModeUpdate(u) => {
                Some((note.session_id.0.as_str(), u.current_mode_id.0.as_str()))
            }
            _ => None,
        }
    }
    fn options_update(
        note: &SessionNotification,
    ) -> Option<(&str, &[SessionConfigOption])> {
        match &note.update {
            SessionUpdate::ConfigOptionUpdate(u) => {
                Some((note.session_id.0.as_str(), &u.config_options))
            }
            _ => None,
        }
    }
    fn new_mode_update(session: &str, mode: &str) -> SessionNotification {
        SessionNotification::new(
            SessionId(session.to_owned()),
            SessionUpdate::CurrentModeUpdate(
                CurrentModeUpdate::new(SessionModeId(mode.to_owned())),
            ),
        )
    }
    fn new_options_update(
        session: &str,
        options: Vec<SessionConfigOption>,
    ) -> SessionNotification {
        SessionNotification::new(
            SessionId(session.to_owned()),
            SessionUpdate::ConfigOptionUpdate(ConfigOptionUpdate::new(options)),
        )
    }
}
/// Conversions between the two halves, for `impl ModeFacts`.
mod mode_facts {
    use super::*;
    use crate::session::modes::{ModeChoice, ModeList};
    pub(super) fn list_of(state: &SessionModeState) -> ModeList {
        ModeList {
            current: state.current_mode_id.0.clone(),
            modes: state
                .available_modes
                .iter()
                .map(|m| ModeChoice {
                    id: m.id.0.clone(),
                    name: m.name.clone(),
                    description: m.description.clone(),
                })
                .collect(),
        }
    }
    pub(super) fn state_of(modes: &ModeList) -> SessionModeState {
        let available: Vec<SessionMode> = modes
            .modes
            .iter()
            .map(|m| {
                let mode = SessionMode::new(SessionModeId(m.id.clone()), m.name.clone());
                match &m.description {
                    Some(d) => mode.description(d.clone()),
                    None => mode,
                }
            })
            .collect();
        SessionModeState::new(SessionModeId(modes.current.clone()), available)
    }
    pub(super) fn choices(options: &SessionConfigSelectOptions) -> Vec<ModeChoice> {
        let choice = |o: &SessionConfigSelectOption| ModeChoice {
            id: o.value.0.clone(),
            name: o.name.clone(),
            description: o.description.clone(),
        };
        match options {
            SessionConfigSelectOptions::Ungrouped(values) => {
                values.iter().map(choice).collect()
            }
            SessionConfigSelectOptions::Grouped(groups) => {
                groups.iter().flat_map(|g| g.options.iter()).map(choice).collect()
            }
        }
    }
}
#[cfg(feature = "store")]
impl crate::session::served::StoreFacts for Module {
    const SERVED: &'static [&'static str] = &[
        "session/list",
        "session/load",
        "session/resume",
        "session/close",
        "session/delete",
    ];
    fn call(request: &ClientRequest) -> Option<crate::session::served::Call> {
        use crate::session::served::{Call, Replay};
        match request {
            ClientRequest::NewSession(p) => {
                Some(Call::New {
                    cwd: served_facts::text(&p.cwd),
                    additional_directories: p
                        .additional_directories
                        .as_deref()
                        .map(served_facts::texts)
                        .unwrap_or_default(),
                })
            }
            ClientRequest::ListSessions(p) => {
                Some(Call::List {
                    cwd: p.cwd.as_ref().map(served_facts::text),
                    cursor: p.cursor.as_ref().map(served_facts::text),
                })
            }
            ClientRequest::LoadSession(p) => {
                Some(Call::Load {
                    session: served_facts::text(&p.session_id),
                    cwd: served_facts::text(&p.cwd),
                    additional_directories: p
                        .additional_directories
                        .as_deref()
                        .map(served_facts::texts)
                        .unwrap_or_default(),
                })
            }
            ClientRequest::ResumeSession(p) => {
                Some(Call::Resume {
                    session: served_facts::text(&p.session_id),
                    cwd: served_facts::text(&p.cwd),
                    additional_directories: p
                        .additional_directories
                        .as_deref()
                        .map(served_facts::texts)
                        .unwrap_or_default(),
                    replay: Replay::Nothing,
                })
            }
            ClientRequest::CloseSession(p) => {
                Some(Call::Close {
                    session: served_facts::text(&p.session_id),
                })
            }
            ClientRequest::DeleteSession(p) => {
                Some(Call::Delete {
                    session: served_facts::text(&p.session_id),
                })
            }
            _ => None,
        }
    }
    fn new_session(answer: &AgentResponse) -> Option<&str> {
        match answer {
            AgentResponse::NewSession(a) => {
                Some(<Self as crate::session::Sessions>::opened_session(a).as_ref())
            }
            _ => None,
        }
    }
    fn list_answer(
        sessions: Vec<crate::session::store::SessionMeta>,
        next: Option<String>,
    ) -> AgentResponse {
        let sessions: Vec<SessionInfo> = sessions
            .into_iter()
            .map(|meta| {
                #[allow(unused_mut)]
                let mut info = SessionInfo::new(meta.id.clone(), meta.cwd.clone());
                info.title = meta.title.clone();
                info.updated_at = Some(served_facts::rfc3339(meta.updated_ms));
                info.additional_directories = (!meta.additional_directories.is_empty())
                    .then(|| served_facts::paths(&meta.additional_directories));
                info
            })
            .collect();
        let answer = ListSessionsResponse::new(sessions);
        AgentResponse::ListSessions(
            match next {
                Some(next) => answer.next_cursor(next),
                None => answer,
            },
        )
    }
    fn answer(
        call: &crate::session::served::Call,
        opened: Option<&NewSessionResponse>,
    ) -> Option<AgentResponse> {
        use crate::session::served::Call;
        match call {
            Call::Load { .. } => {
                Some(
                    AgentResponse::LoadSession(
                        served_facts::carried(opened, "sessionId", None)
                            .unwrap_or_else(LoadSessionResponse::new),
                    ),
                )
            }
            Call::Resume { .. } => {
                Some(
                    AgentResponse::ResumeSession(
                        served_facts::carried(opened, "sessionId", None)
                            .unwrap_or_else(ResumeSessionResponse::new),
                    ),
                )
            }
            Call::Close { .. } => {
                Some(
                    AgentResponse::CloseSession(
                        served_facts::carried(opened, "sessionId", None)
                            .unwrap_or_else(CloseSessionResponse::new),
                    ),
                )
            }
            Call::Delete { .. } => {
                Some(
                    AgentResponse::DeleteSession(
                        served_facts::carried(opened, "sessionId", None)
                            .unwrap_or_else(DeleteSessionResponse::new),
                    ),
                )
            }
            _ => None,
        }
    }
    fn fork_answer(
        session: &str,
        opened: Option<&NewSessionResponse>,
    ) -> Option<AgentResponse> {
        {
            let _ = (session, opened);
            None
        }
    }
    fn replay_complete(
        session: &str,
    ) -> Option<<Self as crate::session::Sessions>::SessionNotification> {
        {
            let _ = session;
            None
        }
    }
    fn resumed_state(
        session: &str,
        running: bool,
    ) -> Option<<Self as crate::session::Sessions>::SessionNotification> {
        {
            let _ = (session, running);
            None
        }
    }
    fn title(
        notification: &<Self as crate::session::Sessions>::SessionNotification,
    ) -> Option<Option<&str>> {
        match &notification.update {
            SessionUpdate::SessionInfoUpdate(u) => u.title.as_ref().map(|t| t.as_deref()),
            _ => None,
        }
    }
    fn update_session(
        notification: &<Self as crate::session::Sessions>::SessionNotification,
    ) -> &str {
        notification.session_id.as_ref()
    }
    fn retarget(
        notification: &mut <Self as crate::session::Sessions>::SessionNotification,
        session: &str,
    ) {
        notification.session_id = session.to_owned().into();
    }
}
#[cfg(feature = "store")]
impl crate::session::served::SessionAnswer for NewSessionResponse {}
#[cfg(feature = "store")]
use crate::session::served::facts_support as served_facts;
/// What the connection and the transports need to know of this
/// protocol beyond JSON-RPC: the `Handler::CONVENTIONS` of this
/// module's handlers.
pub const CONVENTIONS: crate::connection::Conventions = crate::__private::conventions(
    Some(("$/cancel_request", "requestId")),
    Some("initialize"),
    Some("sessionId"),
);
/// This module (`acp::v1`), as the runtime's generic layers see it: the request pipeline, the session API, the proxy API and version negotiation are generic over a [`crate::peer::Protocol`], which it implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(clippy::exhaustive_enums, reason = "a marker type: it has no values")]
pub enum Module {}
impl crate::generated_support::Sealed for Module {}
impl crate::peer::Protocol for Module {
    const NAME: &'static str = "v1";
    const CONVENTIONS: &'static crate::connection::Conventions = &CONVENTIONS;
    const METHODS: &'static [crate::jsonrpc::method::MethodInfo] = METHODS;
    type Error = Error;
    type AgentPeer = AgentPeer;
    type ClientPeer = ClientPeer;
    type ClientRequest = ClientRequest;
    type ClientNotification = ClientNotification;
    type ClientResponse = ClientResponse;
    type AgentRequest = AgentRequest;
    type AgentNotification = AgentNotification;
    type AgentResponse = AgentResponse;
    fn handshake() -> &'static crate::peer::handshake::Spec {
        &HANDSHAKE
    }
}
impl crate::peer::Peer for AgentPeer {
    fn from_connection(connection: crate::Connection) -> Self {
        AgentPeer(connection)
    }
    fn connection(&self) -> &crate::Connection {
        &self.0
    }
}
impl crate::peer::Peer for ClientPeer {
    fn from_connection(connection: crate::Connection) -> Self {
        ClientPeer(connection)
    }
    fn connection(&self) -> &crate::Connection {
        &self.0
    }
}
/// The session API ([`crate::session`]) of this module: sessions and
/// turns, on the client's side and on the agent's.
pub mod session {
    use super::*;
    pub use crate::session::{TurnTask, SESSION_BUFFER};
    /// A session this client opened: [`crate::session::Session`].
    pub type Session = crate::session::Session<super::Module>;
    /// One turn of a [`Session`]: [`crate::session::Turn`].
    pub type Turn<'s> = crate::session::Turn<'s, super::Module>;
    /// How to open a [`Session`]: [`crate::session::Opener`].
    pub type Opener = crate::session::Opener<super::Module>;
    /// A session as the agent serves it: [`crate::session::AgentSession`].
    pub type AgentSession = crate::session::AgentSession<super::Module>;
    /// What a client knows about a session: the state its updates and
    /// its responses carry, folded as they arrive, read or not
    /// ([`Session::state`], which borrows it).
    ///
    /// It keeps nothing by id (no messages, tool calls, ...): what
    /// it weighs does not grow with the session's length.
    /// [`SessionState::changed_by`] says which part an update changed.
    #[derive(Debug, Clone, Default)]
    #[non_exhaustive]
    pub struct SessionState {
        /// The session's `modes`.
        ///
        /// Initial mode state if supported by the Agent
        ///
        /// See protocol docs: [Session Modes](https://agentclientprotocol.com/protocol/v1/session-modes)
        ///
        /// Changed by `NewSessionResponse`, `LoadSessionResponse`, `ResumeSessionResponse`, `SetSessionModeRequest`, `current_mode_update`.
        pub modes: Option<SessionModeState>,
        /// The session's `configOptions`.
        ///
        /// Initial session configuration options if supported by the Agent.
        ///
        /// Changed by `NewSessionResponse`, `LoadSessionResponse`, `ResumeSessionResponse`, `SetSessionConfigOptionResponse`, `config_option_update`.
        pub config_options: Option<Vec<SessionConfigOption>>,
        /// The session's `availableCommands`.
        ///
        /// Commands the agent can execute
        ///
        /// Changed by `available_commands_update`.
        pub available_commands: Option<Vec<AvailableCommand>>,
        /// `title` of the session's `sessionInfo`.
        ///
        /// Human-readable title for the session. Set to null to clear.
        ///
        /// Changed by `session_info_update`.
        pub title: Option<String>,
        /// `updatedAt` of the session's `sessionInfo`.
        ///
        /// ISO 8601 timestamp of last activity. Set to null to clear.
        ///
        /// Changed by `session_info_update`.
        pub updated_at: Option<String>,
        /// The session's `usage`.
        ///
        /// Context window and cost update for a session.
        ///
        /// Changed by `usage_update`.
        pub usage: Option<UsageUpdate>,
    }
    /// A part of a session's state that an update changes
    /// ([`SessionState::changed_by`]): one of its whole parts, or one
    /// entry of a keyed part, by its id.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum StatePart {
        /// The session's `modes`: [`SessionState::modes`].
        Modes,
        /// The session's `configOptions`: [`SessionState::config_options`].
        ConfigOptions,
        /// The session's `availableCommands`: [`SessionState::available_commands`].
        AvailableCommands,
        /// The session's `sessionInfo`: [`SessionState::title`], [`SessionState::updated_at`].
        SessionInfo,
        /// The session's `usage`: [`SessionState::usage`].
        Usage,
    }
    impl SessionState {
        /// The parts of the state `update` changes (what folding it changes), read from the update alone: a reader that redraws from [`Session::state`] redraws those only. A `SessionUpdate` that keeps nothing here changes none.
        pub fn changed_by(update: &SessionUpdate) -> crate::session::Changed<StatePart> {
            match update {
                SessionUpdate::AvailableCommandsUpdate(_) => {
                    crate::session::Changed::of([Some(StatePart::AvailableCommands)])
                }
                SessionUpdate::CurrentModeUpdate(_) => {
                    crate::session::Changed::of([Some(StatePart::Modes)])
                }
                SessionUpdate::ConfigOptionUpdate(_) => {
                    crate::session::Changed::of([Some(StatePart::ConfigOptions)])
                }
                SessionUpdate::SessionInfoUpdate(_) => {
                    crate::session::Changed::of([Some(StatePart::SessionInfo)])
                }
                SessionUpdate::UsageUpdate(_) => {
                    crate::session::Changed::of([Some(StatePart::Usage)])
                }
                _ => crate::session::Changed::none(),
            }
        }
        /// What a `NewSessionResponse` says of the session's state.
        pub(crate) fn fold_new_session_response(&mut self, x: &NewSessionResponse) {
            let state = self;
            if let Some(v) = &x.modes {
                state.modes = Some(v.clone());
            }
            if let Some(v) = &x.config_options {
                state.config_options = Some(v.clone());
            }
        }
        /// What a `LoadSessionResponse` says of the session's state.
        pub(crate) fn fold_load_session_response(&mut self, x: &LoadSessionResponse) {
            let state = self;
            if let Some(v) = &x.modes {
                state.modes = Some(v.clone());
            }
            if let Some(v) = &x.config_options {
                state.config_options = Some(v.clone());
            }
        }
        /// What a `ResumeSessionResponse` says of the session's state.
        pub(crate) fn fold_resume_session_response(
            &mut self,
            x: &ResumeSessionResponse,
        ) {
            let state = self;
            if let Some(v) = &x.modes {
                state.modes = Some(v.clone());
            }
            if let Some(v) = &x.config_options {
                state.config_options = Some(v.clone());
            }
        }
        /// What a `SetSessionConfigOptionResponse` says of the session's state.
        pub(crate) fn fold_set_session_config_option_response(
            &mut self,
            x: &SetSessionConfigOptionResponse,
        ) {
            let state = self;
            state.config_options = Some(x.config_options.clone());
        }
        /// What a `SetSessionModeRequest` says of the session's state.
        pub(crate) fn fold_set_session_mode_request(
            &mut self,
            x: &SetSessionModeRequest,
        ) {
            let state = self;
            if let Some(t) = &mut state.modes {
                t.current_mode_id = x.mode_id.clone();
            }
        }
    }
    impl crate::session::Tracked for Module {
        type State = SessionState;
        type Part<'u> = StatePart;
        fn apply(state: &mut SessionState, update: &SessionUpdate) {
            match update {
                SessionUpdate::AvailableCommandsUpdate(x) => {
                    state.available_commands = Some(x.available_commands.clone());
                }
                SessionUpdate::CurrentModeUpdate(x) => {
                    if let Some(t) = &mut state.modes {
                        t.current_mode_id = x.current_mode_id.clone();
                    }
                }
                SessionUpdate::ConfigOptionUpdate(x) => {
                    state.config_options = Some(x.config_options.clone());
                }
                SessionUpdate::SessionInfoUpdate(x) => {
                    if let Some(v) = &x.title {
                        state.title = v.clone();
                    }
                    if let Some(v) = &x.updated_at {
                        state.updated_at = v.clone();
                    }
                }
                SessionUpdate::UsageUpdate(x) => {
                    state.usage = Some(x.clone());
                }
                _ => {}
            }
        }
        fn opened(state: &mut SessionState, response: &NewSessionResponse) {
            state.fold_new_session_response(response);
        }
        fn changed(update: &SessionUpdate) -> crate::session::Changed<StatePart> {
            SessionState::changed_by(update)
        }
        fn trim(state: &mut SessionState, keep: crate::session::Keep) {
            let _ = (state, keep);
        }
    }
    impl crate::session::Opener<Module> {
        /// Loads a session the agent has stored (`session/load`). The
        /// agent replays the conversation as updates: they are the first
        /// [`Session::next_update`](crate::session::Session::next_update)s.
        pub async fn load(
            &self,
            agent: &AgentPeer,
            request: LoadSessionRequest,
        ) -> crate::CallResult<crate::session::Session<Module>> {
            let id = request.session_id.clone();
            let call = agent.load_session(request);
            let opened = |state: &mut SessionState, answer: &LoadSessionResponse| {
                state.fold_load_session_response(answer);
            };
            let (session, _) = self.open_with(agent, id, call, opened).await?;
            Ok(session)
        }
        /// Resumes a session the agent has stored, without a replay (`session/resume`).
        pub async fn resume(
            &self,
            agent: &AgentPeer,
            request: ResumeSessionRequest,
        ) -> crate::CallResult<crate::session::Session<Module>> {
            let id = request.session_id.clone();
            let call = agent.resume_session(request);
            let opened = |state: &mut SessionState, answer: &ResumeSessionResponse| {
                state.fold_resume_session_response(answer);
            };
            let (session, _) = self.open_with(agent, id, call, opened).await?;
            Ok(session)
        }
    }
    impl crate::session::Session<Module> {
        /// Loads a stored session (`session/load`), with the default
        /// [`Opener`](crate::session::Opener); see
        /// [`Opener::load`](crate::session::Opener::load).
        pub async fn load(
            agent: &AgentPeer,
            request: LoadSessionRequest,
        ) -> crate::CallResult<Self> {
            crate::session::Opener::<Module>::default().load(agent, request).await
        }
        /// Resumes a stored session (`session/resume`), with the default
        /// [`Opener`](crate::session::Opener).
        pub async fn resume(
            agent: &AgentPeer,
            request: ResumeSessionRequest,
        ) -> crate::CallResult<Self> {
            crate::session::Opener::<Module>::default().resume(agent, request).await
        }
        /// Changes the session's mode (`session/set_mode`); the state
        /// follows when the agent accepts.
        pub async fn set_mode(
            &self,
            mode: impl Into<SessionModeId>,
        ) -> crate::CallResult<SetSessionModeResponse> {
            let (session, mode) = (self.id().clone(), mode.into());
            let request = SetSessionModeRequest::new(session, mode);
            let response = self.agent().set_session_mode(request.clone()).await?;
            self.update_state(|state| {
                state.fold_set_session_mode_request(&request);
            });
            Ok(response)
        }
        /// Changes a config option (`session/set_config_option`); the
        /// state takes the full option set the agent answers with. The
        /// request's `session_id` is set to this session's.
        pub async fn set_config_option(
            &self,
            mut request: SetSessionConfigOptionRequest,
        ) -> crate::CallResult<SetSessionConfigOptionResponse> {
            request.session_id = self.id().clone();
            let response = self.agent().set_session_config_option(request).await?;
            self.update_state(|state| {
                state.fold_set_session_config_option_response(&response);
            });
            Ok(response)
        }
    }
    impl crate::session::AgentSession<Module> {
        /// Sends a piece of the agent's message as text
        /// (`agent_message_chunk`).
        pub async fn say(&self, text: impl Into<String>) -> crate::CallResult<()> {
            let chunk = ContentChunk::new(ContentBlock::Text(TextContent::new(text)));
            self.send(SessionUpdate::AgentMessageChunk(chunk)).await
        }
    }
}
/// Schema defaults of fields, as functions for `#[serde(default = ...)]`.
mod defaults {
    #![allow(unused_imports)]
    use super::*;
    pub(super) fn elicitation_schema_type_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<ElicitationSchemaType, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<ElicitationSchemaType>| {
                v.unwrap_or_else(elicitation_schema_type)
            })
    }
    pub(super) fn elicitation_schema_type() -> ElicitationSchemaType {
        ElicitationSchemaType::from("object")
    }
    pub(super) fn elicitation_schema_properties() -> std::collections::BTreeMap<
        String,
        ElicitationPropertySchema,
    > {
        Default::default()
    }
    pub(super) fn initialize_response_agent_capabilities_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<AgentCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<AgentCapabilities>| {
                v.unwrap_or_else(initialize_response_agent_capabilities)
            })
    }
    pub(super) fn initialize_response_agent_capabilities() -> AgentCapabilities {
        AgentCapabilities {
            load_session: false,
            prompt_capabilities: PromptCapabilities {
                image: false,
                audio: false,
                embedded_context: false,
                meta: None,
            },
            mcp_capabilities: McpCapabilities {
                http: false,
                sse: false,
                meta: None,
            },
            session_capabilities: SessionCapabilities {
                list: None,
                delete: None,
                additional_directories: None,
                system_prompt: None,
                resume: None,
                close: None,
                meta: None,
            },
            auth: AgentAuthCapabilities {
                logout: None,
                meta: None,
            },
            meta: None,
        }
    }
    pub(super) fn initialize_response_auth_methods_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<AuthMethod>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<AuthMethod>>| {
                v.unwrap_or_else(initialize_response_auth_methods)
            })
    }
    pub(super) fn initialize_response_auth_methods() -> Vec<AuthMethod> {
        vec![]
    }
    pub(super) fn agent_capabilities_load_session_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| v.unwrap_or_else(agent_capabilities_load_session))
    }
    pub(super) fn agent_capabilities_load_session() -> bool {
        false
    }
    pub(super) fn agent_capabilities_prompt_capabilities_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<PromptCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<PromptCapabilities>| {
                v.unwrap_or_else(agent_capabilities_prompt_capabilities)
            })
    }
    pub(super) fn agent_capabilities_prompt_capabilities() -> PromptCapabilities {
        PromptCapabilities {
            image: false,
            audio: false,
            embedded_context: false,
            meta: None,
        }
    }
    pub(super) fn agent_capabilities_mcp_capabilities_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<McpCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<McpCapabilities>| {
                v.unwrap_or_else(agent_capabilities_mcp_capabilities)
            })
    }
    pub(super) fn agent_capabilities_mcp_capabilities() -> McpCapabilities {
        McpCapabilities {
            http: false,
            sse: false,
            meta: None,
        }
    }
    pub(super) fn agent_capabilities_session_capabilities_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<SessionCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<SessionCapabilities>| {
                v.unwrap_or_else(agent_capabilities_session_capabilities)
            })
    }
    pub(super) fn agent_capabilities_session_capabilities() -> SessionCapabilities {
        SessionCapabilities {
            list: None,
            delete: None,
            additional_directories: None,
            system_prompt: None,
            resume: None,
            close: None,
            meta: None,
        }
    }
    pub(super) fn agent_capabilities_auth_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<AgentAuthCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<AgentAuthCapabilities>| {
                v.unwrap_or_else(agent_capabilities_auth)
            })
    }
    pub(super) fn agent_capabilities_auth() -> AgentAuthCapabilities {
        AgentAuthCapabilities {
            logout: None,
            meta: None,
        }
    }
    pub(super) fn prompt_capabilities_image_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| v.unwrap_or_else(prompt_capabilities_image))
    }
    pub(super) fn prompt_capabilities_image() -> bool {
        false
    }
    pub(super) fn prompt_capabilities_audio_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| v.unwrap_or_else(prompt_capabilities_audio))
    }
    pub(super) fn prompt_capabilities_audio() -> bool {
        false
    }
    pub(super) fn prompt_capabilities_embedded_context_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| {
                v.unwrap_or_else(prompt_capabilities_embedded_context)
            })
    }
    pub(super) fn prompt_capabilities_embedded_context() -> bool {
        false
    }
    pub(super) fn mcp_capabilities_http_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| v.unwrap_or_else(mcp_capabilities_http))
    }
    pub(super) fn mcp_capabilities_http() -> bool {
        false
    }
    pub(super) fn mcp_capabilities_sse_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| v.unwrap_or_else(mcp_capabilities_sse))
    }
    pub(super) fn mcp_capabilities_sse() -> bool {
        false
    }
    pub(super) fn session_mode_state_available_modes_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<SessionMode>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<SessionMode>>| v.unwrap_or_default())
    }
    pub(super) fn session_config_select_group_options_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<SessionConfigSelectOption>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<SessionConfigSelectOption>>| v.unwrap_or_default())
    }
    pub(super) fn list_sessions_response_sessions_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<SessionInfo>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<SessionInfo>>| v.unwrap_or_default())
    }
    pub(super) fn set_session_config_option_response_config_options_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<SessionConfigOption>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<SessionConfigOption>>| v.unwrap_or_default())
    }
    pub(super) fn plan_entries_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<PlanEntry>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<PlanEntry>>| v.unwrap_or_default())
    }
    pub(super) fn plan_items_entries_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<PlanEntry>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<PlanEntry>>| v.unwrap_or_default())
    }
    pub(super) fn available_commands_update_available_commands_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<AvailableCommand>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<AvailableCommand>>| v.unwrap_or_default())
    }
    pub(super) fn config_option_update_config_options_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<SessionConfigOption>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<SessionConfigOption>>| v.unwrap_or_default())
    }
    pub(super) fn initialize_request_client_capabilities_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<ClientCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<ClientCapabilities>| {
                v.unwrap_or_else(initialize_request_client_capabilities)
            })
    }
    pub(super) fn initialize_request_client_capabilities() -> ClientCapabilities {
        ClientCapabilities {
            fs: FileSystemCapabilities {
                read_text_file: false,
                write_text_file: false,
                meta: None,
            },
            terminal: false,
            session: None,
            subagents: None,
            plan: None,
            auth: AuthCapabilities {
                terminal: false,
                meta: None,
            },
            elicitation: None,
            meta: None,
        }
    }
    pub(super) fn client_capabilities_fs_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<FileSystemCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<FileSystemCapabilities>| {
                v.unwrap_or_else(client_capabilities_fs)
            })
    }
    pub(super) fn client_capabilities_fs() -> FileSystemCapabilities {
        FileSystemCapabilities {
            read_text_file: false,
            write_text_file: false,
            meta: None,
        }
    }
    pub(super) fn client_capabilities_terminal_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| v.unwrap_or_else(client_capabilities_terminal))
    }
    pub(super) fn client_capabilities_terminal() -> bool {
        false
    }
    pub(super) fn client_capabilities_auth_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<AuthCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<AuthCapabilities>| {
                v.unwrap_or_else(client_capabilities_auth)
            })
    }
    pub(super) fn client_capabilities_auth() -> AuthCapabilities {
        AuthCapabilities {
            terminal: false,
            meta: None,
        }
    }
    pub(super) fn file_system_capabilities_read_text_file_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| {
                v.unwrap_or_else(file_system_capabilities_read_text_file)
            })
    }
    pub(super) fn file_system_capabilities_read_text_file() -> bool {
        false
    }
    pub(super) fn file_system_capabilities_write_text_file_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| {
                v.unwrap_or_else(file_system_capabilities_write_text_file)
            })
    }
    pub(super) fn file_system_capabilities_write_text_file() -> bool {
        false
    }
    pub(super) fn auth_capabilities_terminal_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<bool, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<bool>| v.unwrap_or_else(auth_capabilities_terminal))
    }
    pub(super) fn auth_capabilities_terminal() -> bool {
        false
    }
    pub(super) fn new_session_request_mcp_servers_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<McpServer>, D::Error> {
        crate::generated_support::lenient::null_as_none(d)
            .map(|v: Option<Vec<McpServer>>| v.unwrap_or_default())
    }
    pub(super) fn mcp_server_http_headers_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<HttpHeader>, D::Error> {
        crate::generated_support::lenient::null_as_none(d)
            .map(|v: Option<Vec<HttpHeader>>| v.unwrap_or_default())
    }
    pub(super) fn mcp_server_sse_headers_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<HttpHeader>, D::Error> {
        crate::generated_support::lenient::null_as_none(d)
            .map(|v: Option<Vec<HttpHeader>>| v.unwrap_or_default())
    }
    pub(super) fn mcp_server_stdio_args_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<String>, D::Error> {
        crate::generated_support::lenient::null_as_none(d)
            .map(|v: Option<Vec<String>>| v.unwrap_or_default())
    }
    pub(super) fn mcp_server_stdio_env_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<EnvVariable>, D::Error> {
        crate::generated_support::lenient::null_as_none(d)
            .map(|v: Option<Vec<EnvVariable>>| v.unwrap_or_default())
    }
    pub(super) fn load_session_request_mcp_servers_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<McpServer>, D::Error> {
        crate::generated_support::lenient::null_as_none(d)
            .map(|v: Option<Vec<McpServer>>| v.unwrap_or_default())
    }
}
