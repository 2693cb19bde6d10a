// Generated from `codegen/schema/v2/schema.unstable.json` by `acp-codegen`. Do not edit by hand.

/// A JSON-RPC request ID: a string or an integer. Unlike base JSON-RPC, it MUST NOT be `null`.
///
/// The receiver MUST reply with the same value in the response. Each side chooses IDs for its own
/// requests, so the same ID can be in use in both directions. A sender MUST NOT reuse an ID while
/// a request with it is still awaiting a response.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[allow(
    clippy::exhaustive_enums,
    reason = "JSON-RPC 2.0 fixes an id to a string, number or null"
)]
pub enum RequestId {
    /// A numeric request ID.
    Number(i64),
    /// A string request ID.
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
/// Request for user permission to proceed with an operation.
///
/// Sent when the Agent needs authorization before performing a sensitive operation.
///
/// See protocol docs: [Requesting Permission](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#requesting-permission)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct RequestPermissionRequest {
    /// The session ID for this request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// Human-readable title for the permission prompt.
    ///
    /// This title is specific to the permission prompt and does not update any
    /// subject's displayed title.
    pub title: String,
    /// Optional human-readable explanation of why permission is needed.
    ///
    /// This text is specific to the permission prompt and does not update any
    /// subject's displayed content. Omitted and `null` are equivalent and mean no separate
    /// permission description was provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Optional structured context about the operation requiring permission.
    ///
    /// Omitted and `null` are equivalent and mean no structured subject was provided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<RequestPermissionSubject>,
    /// Available permission options for the user to choose from.
    /// Must contain at least one option.
    pub options: Vec<PermissionOption>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
        title: impl Into<String>,
        options: impl Into<Vec<PermissionOption>>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            title: title.into(),
            description: None,
            subject: None,
            options: options.into(),
            meta: None,
        }
    }
    /// Sets [`RequestPermissionRequest::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`RequestPermissionRequest::subject`].
    #[must_use]
    pub fn subject(mut self, value: impl Into<RequestPermissionSubject>) -> Self {
        self.subject = Some(value.into());
        self
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
/// A unique identifier for a conversation session between a Client and Agent.
///
/// Each session has its own context, conversation history, and state, so one
/// Agent can run several independent sessions.
///
/// See protocol docs: [Session ID](https://agentclientprotocol.com/protocol/v2/draft/session-setup#session-id)
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
/// The operation requiring permission.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum RequestPermissionSubject {
    /// Permission is requested before executing a tool call.
    #[serde(rename = "tool_call")]
    ToolCall(ToolCallPermissionSubject),
    /// Permission is requested before running a command.
    #[serde(rename = "command")]
    Command(CommandPermissionSubject),
    /// Custom or future permission subject.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients that do not understand this subject type SHOULD preserve the raw
    /// payload when storing, replaying, proxying, or forwarding permission
    /// requests, and otherwise display a generic permission prompt or decline it
    /// according to policy.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for RequestPermissionSubject {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for RequestPermissionSubject {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "tool_call" | "command")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "tool_call" => {
                <ToolCallPermissionSubject as serde::Deserialize>::deserialize(rest)
                    .map(Self::ToolCall)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `tool_call`: ", e),
                    ))
            }
            "command" => {
                <CommandPermissionSubject as serde::Deserialize>::deserialize(rest)
                    .map(Self::Command)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `command`: ", e),
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
                    "tool_call" => {
                        crate::generated_support::lenient::from_map::<
                            ToolCallPermissionSubject,
                            E,
                        >(map, "type `tool_call`: ")
                            .map(Self::ToolCall)
                    }
                    "command" => {
                        crate::generated_support::lenient::from_map::<
                            CommandPermissionSubject,
                            E,
                        >(map, "type `command`: ")
                            .map(Self::Command)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl RequestPermissionSubject {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::ToolCall(_) => "tool_call",
            Self::Command(_) => "command",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<ToolCallPermissionSubject> for RequestPermissionSubject {
    fn from(value: ToolCallPermissionSubject) -> Self {
        Self::ToolCall(value)
    }
}
impl From<CommandPermissionSubject> for RequestPermissionSubject {
    fn from(value: CommandPermissionSubject) -> Self {
        Self::Command(value)
    }
}
/// Represents an upsert for a tool call that the language model has requested.
///
/// Tool calls are actions that the Agent executes on behalf of the language model,
/// such as reading files, executing code, or fetching data from external sources.
///
/// Only `toolCallId` is required. Other fields have patch semantics:
/// omitted fields leave the existing tool call value unchanged, `null` clears or
/// unsets the value, and concrete values replace the previous value. For
/// collection fields, concrete arrays replace the previous collection, and both
/// `null` and `[]` clear the collection. A concrete `_meta` object instead
/// patches the stored metadata by top-level key. When a Client receives a tool
/// call ID it has not seen before, omitted fields start at their protocol defaults.
///
/// See protocol docs: [Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCallUpdate {
    /// Unique identifier for this tool call within the session.
    #[serde(rename = "toolCallId")]
    pub tool_call_id: ToolCallId,
    /// Programmatic name of the tool being invoked.
    ///
    /// This field is optional and has patch semantics. Omission means no
    /// change, `null` clears the name, and a string replaces it. For a tool
    /// call ID the Client has not seen before, omission or `null` means that no
    /// tool name is available.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub name: Option<Option<String>>,
    /// Human-readable plain-text title describing what the tool is doing.
    ///
    /// Omission leaves the title unchanged, `null` unsets it, and a string replaces it.
    /// A new tool call starts without a title.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub title: Option<Option<String>>,
    /// The category of tool being invoked.
    /// Helps Clients choose appropriate icons and UI treatment.
    ///
    /// Omission leaves the kind unchanged, `null` resets it to `other`, and a value replaces it.
    /// A new tool call starts as `other`.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub kind: Option<Option<ToolKind>>,
    /// Current execution status of the tool call.
    ///
    /// Omission leaves the status unchanged, `null` resets it to `pending`, and a value
    /// replaces it. A new tool call starts as `pending`. Agents do not move a tool call
    /// back to `pending` once it has another status.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub status: Option<Option<ToolCallStatus>>,
    /// Content produced by the tool call.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_items_or_none"
    )]
    pub content: Option<Option<Vec<ToolCallContent>>>,
    /// File locations affected by this tool call.
    /// Enables "follow-along" features in Clients.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_items_or_none"
    )]
    pub locations: Option<Option<Vec<ToolCallLocation>>>,
    /// Raw input parameters sent to the tool.
    ///
    /// `None` leaves the field out, `Some(Value::Null)` sends `null`.
    #[serde(
        rename = "rawInput",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::keep_null"
    )]
    pub raw_input: Option<serde_json::Value>,
    /// Raw output returned by the tool.
    ///
    /// `None` leaves the field out, `Some(Value::Null)` sends `null`.
    #[serde(
        rename = "rawOutput",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::keep_null"
    )]
    pub raw_output: Option<serde_json::Value>,
    /// Client-initiated controls this tool call currently supports, such as cancellation.
    ///
    /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    /// the whole previous value. A new tool call starts with none.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub capabilities: Option<Option<ToolCallCapabilities>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
impl ToolCallUpdate {
    /// A `ToolCallUpdate` with the given required fields; optional ones are unset.
    pub fn new(tool_call_id: impl Into<ToolCallId>) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            name: None,
            title: None,
            kind: None,
            status: None,
            content: None,
            locations: None,
            raw_input: None,
            raw_output: None,
            capabilities: None,
            meta: None,
        }
    }
    /// Sets [`ToolCallUpdate::name`].
    #[must_use]
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(Some(value.into()));
        self
    }
    /// Sets [`ToolCallUpdate::name`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_name(mut self) -> Self {
        self.name = Some(None);
        self
    }
    /// Sets [`ToolCallUpdate::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(Some(value.into()));
        self
    }
    /// Sets [`ToolCallUpdate::title`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_title(mut self) -> Self {
        self.title = Some(None);
        self
    }
    /// Sets [`ToolCallUpdate::kind`].
    #[must_use]
    pub fn kind(mut self, value: impl Into<ToolKind>) -> Self {
        self.kind = Some(Some(value.into()));
        self
    }
    /// Sets [`ToolCallUpdate::kind`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_kind(mut self) -> Self {
        self.kind = Some(None);
        self
    }
    /// Sets [`ToolCallUpdate::status`].
    #[must_use]
    pub fn status(mut self, value: impl Into<ToolCallStatus>) -> Self {
        self.status = Some(Some(value.into()));
        self
    }
    /// Sets [`ToolCallUpdate::status`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_status(mut self) -> Self {
        self.status = Some(None);
        self
    }
    /// Sets [`ToolCallUpdate::content`].
    #[must_use]
    pub fn content(mut self, value: impl Into<Vec<ToolCallContent>>) -> Self {
        self.content = Some(Some(value.into()));
        self
    }
    /// Sets [`ToolCallUpdate::content`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_content(mut self) -> Self {
        self.content = Some(None);
        self
    }
    /// Sets [`ToolCallUpdate::locations`].
    #[must_use]
    pub fn locations(mut self, value: impl Into<Vec<ToolCallLocation>>) -> Self {
        self.locations = Some(Some(value.into()));
        self
    }
    /// Sets [`ToolCallUpdate::locations`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_locations(mut self) -> Self {
        self.locations = Some(None);
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
    /// Sets [`ToolCallUpdate::capabilities`].
    #[must_use]
    pub fn capabilities(mut self, value: impl Into<ToolCallCapabilities>) -> Self {
        self.capabilities = Some(Some(value.into()));
        self
    }
    /// Sets [`ToolCallUpdate::capabilities`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_capabilities(mut self) -> Self {
        self.capabilities = Some(None);
        self
    }
    /// Sets [`ToolCallUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`ToolCallUpdate::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
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
/// Tool kinds help Clients choose appropriate icons and optimize how they
/// display tool execution progress.
///
/// See protocol docs: [Reporting](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#reporting)
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
    /// Changing the session's mode, a [config option](https://agentclientprotocol.com/protocol/v2/draft/session-config-options) with the `mode` category.
    SwitchMode,
    /// Other tool types (default).
    Other,
    /// Custom or future tool kind.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants. Clients display an unrecognized kind as `other`.
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
/// See protocol docs: [Status](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#status)
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ToolCallStatus {
    /// The tool call hasn't started running yet, for example because its input is
    /// streaming, it is awaiting approval, or it is scheduled to run later.
    Pending,
    /// The tool call is currently running.
    InProgress,
    /// The tool call has started, is not running now, and will not continue until
    /// something resumes it. It may return to `in_progress` any number of times.
    Paused,
    /// The tool call completed successfully.
    Completed,
    /// The tool call failed with an error.
    Failed,
    /// The tool call was cancelled before it completed.
    Cancelled,
    /// Custom or future tool call status.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients treat a tool call with an unrecognized status as still in progress.
    Unknown(String),
}
impl ToolCallStatus {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Pending => "pending",
            Self::InProgress => "in_progress",
            Self::Paused => "paused",
            Self::Completed => "completed",
            Self::Failed => "failed",
            Self::Cancelled => "cancelled",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Pending => Some("pending"),
            Self::InProgress => Some("in_progress"),
            Self::Paused => Some("paused"),
            Self::Completed => Some("completed"),
            Self::Failed => Some("failed"),
            Self::Cancelled => Some("cancelled"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for ToolCallStatus {
    fn from(value: &str) -> Self {
        match value {
            "pending" => Self::Pending,
            "in_progress" => Self::InProgress,
            "paused" => Self::Paused,
            "completed" => Self::Completed,
            "failed" => Self::Failed,
            "cancelled" => Self::Cancelled,
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
/// Tool calls can produce different types of content including standard
/// content blocks (text, images), file diffs, or display-only terminals.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#content)
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
    /// A display-only reference to an Agent-owned terminal.
    #[serde(rename = "terminal")]
    Terminal(Terminal),
    /// A display-only reference to another session, such as a subagent.
    #[serde(rename = "session")]
    Session(SessionReference),
    /// Custom or future tool call content.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Receivers that do not understand this content type SHOULD preserve the
    /// raw payload when storing, replaying, proxying, or forwarding tool call
    /// output, and otherwise ignore it or display it generically.
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
/// - Language model output reported through `session/update` notifications as
///   message updates or streamed chunks
/// - Progress updates and results from tool calls
///
/// This structure is compatible with the Model Context Protocol (MCP), so Agents can
/// forward content from MCP tool outputs without transformation.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/draft/content)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum ContentBlock {
    /// Text content. May be plain text or formatted with Markdown.
    ///
    /// All Agents MUST support text content blocks in prompts.
    /// Clients SHOULD render this text as CommonMark and MAY support GitHub Flavored Markdown
    /// extensions.
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
    /// References to resources that the receiver may be able to read.
    ///
    /// All Agents MUST support resource links in prompts.
    #[serde(rename = "resource_link")]
    ResourceLink(ResourceLink),
    /// Complete resource contents embedded directly in the message.
    ///
    /// Preferred for including context as it avoids extra round-trips.
    ///
    /// Requires the `embeddedContext` prompt capability when included in prompts.
    #[serde(rename = "resource")]
    Resource(EmbeddedResource),
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// A reference to a skill that the user invokes with this prompt.
    ///
    /// Requires the `skill` prompt capability when included in prompts. A skill
    /// reference has no meaning outside a user message.
    #[serde(rename = "skill")]
    Skill(SkillReference),
    /// Custom or future content block.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Receivers that do not understand this content block type SHOULD preserve
    /// the raw payload when storing, replaying, proxying, or forwarding content,
    /// and otherwise ignore it or display it generically. Agents MUST reject a
    /// `session/prompt` request with a content block type they do not support
    /// with `-32602`.
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
        matches!(
            tag, "text" | "image" | "audio" | "resource_link" | "resource" | "skill"
        )
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
            "skill" => {
                <SkillReference as serde::Deserialize>::deserialize(rest)
                    .map(Self::Skill)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `skill`: ", e),
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
                    "skill" => {
                        crate::generated_support::lenient::from_map::<
                            SkillReference,
                            E,
                        >(map, "type `skill`: ")
                            .map(Self::Skill)
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
            Self::Skill(_) => "skill",
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
impl From<SkillReference> for ContentBlock {
    fn from(value: SkillReference) -> Self {
        Self::Skill(value)
    }
}
/// Optional annotations for the Client. The Client can use annotations to inform how objects are used or displayed
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Annotations {
    /// Intended recipients for this content, such as the user or assistant.
    ///
    /// Omitted and `null` are equivalent and mean no audience is specified.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub audience: Option<Vec<Role>>,
    /// Timestamp indicating when the underlying resource was last modified.
    ///
    /// Should be an ISO 8601 formatted string (e.g., "2025-01-12T15:00:58Z"), as in MCP.
    ///
    /// Omitted and `null` are equivalent and mean the modification time is not reported.
    #[serde(
        rename = "lastModified",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub last_modified: Option<String>,
    /// Relative importance of this content when Clients choose what to surface, from 0 (least
    /// important) to 1 (most important).
    ///
    /// Omitted and `null` are equivalent and mean no priority is specified.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub priority: Option<f64>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// Custom or future role.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
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
    /// Text payload carried by this content block.
    pub text: String,
    /// Optional annotations that help Clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            text: text.into(),
            annotations: None,
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
/// An Internet media type identifying the format of protocol content.
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
pub struct MediaType(pub String);
impl MediaType {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for MediaType {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for MediaType {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for MediaType {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for MediaType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// An image provided to or from an LLM.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ImageContent {
    /// Base64-encoded media payload.
    pub data: String,
    /// MIME type describing the encoded media payload.
    #[serde(rename = "mimeType")]
    pub mime_type: MediaType,
    /// URI associated with this resource or media payload.
    ///
    /// Omitted and `null` are equivalent and mean no URI is associated with the image.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub uri: Option<String>,
    /// Optional annotations that help Clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(data: impl Into<String>, mime_type: impl Into<MediaType>) -> Self {
        Self {
            data: data.into(),
            mime_type: mime_type.into(),
            uri: None,
            annotations: None,
            meta: None,
        }
    }
    /// Sets [`ImageContent::uri`].
    #[must_use]
    pub fn uri(mut self, value: impl Into<String>) -> Self {
        self.uri = Some(value.into());
        self
    }
    /// Sets [`ImageContent::annotations`].
    #[must_use]
    pub fn annotations(mut self, value: impl Into<Annotations>) -> Self {
        self.annotations = Some(value.into());
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
    /// Base64-encoded media payload.
    pub data: String,
    /// MIME type describing the encoded media payload.
    #[serde(rename = "mimeType")]
    pub mime_type: MediaType,
    /// Optional annotations that help Clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(data: impl Into<String>, mime_type: impl Into<MediaType>) -> Self {
        Self {
            data: data.into(),
            mime_type: mime_type.into(),
            annotations: None,
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
/// An optionally-sized icon that can be displayed in a user interface.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Icon {
    /// A standard URI pointing to an icon resource. May be an HTTP/HTTPS URL or a
    /// `data:` URI with Base64-encoded image data.
    ///
    /// Clients MUST accept only `https:` and `data:` URIs, MUST fetch without
    /// credentials, and MUST NOT follow redirects that change the scheme or origin.
    pub src: String,
    /// Optional MIME type override if the source MIME type is missing or generic.
    ///
    /// Omitted and `null` are equivalent and mean the source MIME type is used.
    #[serde(
        rename = "mimeType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub mime_type: Option<MediaType>,
    /// Optional array of strings that specify sizes at which the icon can be used.
    /// Each string SHOULD be in `WxH` format (e.g., `"48x48"`, `"96x96"`) or
    /// `"any"` for scalable formats like SVG.
    ///
    /// If not provided, the Client SHOULD assume that the icon can be used at any size.
    ///
    /// Omitted and `null` are equivalent and mean no sizes are specified.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub sizes: Option<Vec<String>>,
    /// Optional theme this icon is designed for.
    ///
    /// Omitted and `null` are equivalent and mean the icon is not theme-specific.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub theme: Option<IconTheme>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Icon {
    /// An `Icon` with the given required fields; optional ones are unset.
    pub fn new(src: impl Into<String>) -> Self {
        Self {
            src: src.into(),
            mime_type: None,
            sizes: None,
            theme: None,
            meta: None,
        }
    }
    /// Sets [`Icon::mime_type`].
    #[must_use]
    pub fn mime_type(mut self, value: impl Into<MediaType>) -> Self {
        self.mime_type = Some(value.into());
        self
    }
    /// Sets [`Icon::sizes`].
    #[must_use]
    pub fn sizes(mut self, value: impl Into<Vec<String>>) -> Self {
        self.sizes = Some(value.into());
        self
    }
    /// Sets [`Icon::theme`].
    #[must_use]
    pub fn theme(mut self, value: impl Into<IconTheme>) -> Self {
        self.theme = Some(value.into());
        self
    }
    /// Sets [`Icon::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Theme an icon is designed for.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IconTheme {
    /// Icon designed for light backgrounds.
    Light,
    /// Icon designed for dark backgrounds.
    Dark,
    /// Custom or future icon theme.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl IconTheme {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Light => "light",
            Self::Dark => "dark",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Light => Some("light"),
            Self::Dark => Some("dark"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for IconTheme {
    fn from(value: &str) -> Self {
        match value {
            "light" => Self::Light,
            "dark" => Self::Dark,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for IconTheme {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for IconTheme {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for IconTheme {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// A link to a resource that the receiver may be able to read, included in a prompt or tool call result.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ResourceLink {
    /// Human-readable name shown for this protocol object.
    pub name: String,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// Optional display title for end-user UI.
    ///
    /// Omitted and `null` are equivalent and mean no title is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Optional human-readable details shown with this protocol object.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Optional set of sized icons that the Client can display in a user interface.
    ///
    /// Omitted and `null` are equivalent and mean no icons are provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub icons: Option<Vec<Icon>>,
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    #[serde(
        rename = "mimeType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub mime_type: Option<MediaType>,
    /// Optional size of the linked resource in bytes, if known.
    ///
    /// Omitted and `null` are equivalent and mean the size is not known.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub size: Option<u64>,
    /// Optional annotations that help Clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            name: name.into(),
            uri: uri.into(),
            title: None,
            description: None,
            icons: None,
            mime_type: None,
            size: None,
            annotations: None,
            meta: None,
        }
    }
    /// Sets [`ResourceLink::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::icons`].
    #[must_use]
    pub fn icons(mut self, value: impl Into<Vec<Icon>>) -> Self {
        self.icons = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::mime_type`].
    #[must_use]
    pub fn mime_type(mut self, value: impl Into<MediaType>) -> Self {
        self.mime_type = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::size`].
    #[must_use]
    pub fn size(mut self, value: impl Into<u64>) -> Self {
        self.size = Some(value.into());
        self
    }
    /// Sets [`ResourceLink::annotations`].
    #[must_use]
    pub fn annotations(mut self, value: impl Into<Annotations>) -> Self {
        self.annotations = Some(value.into());
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
    /// Text payload carried by this content block.
    pub text: String,
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    #[serde(
        rename = "mimeType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub mime_type: Option<MediaType>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            text: text.into(),
            uri: uri.into(),
            mime_type: None,
            meta: None,
        }
    }
    /// Sets [`TextResourceContents::mime_type`].
    #[must_use]
    pub fn mime_type(mut self, value: impl Into<MediaType>) -> Self {
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
    /// URI associated with this resource or media payload.
    pub uri: String,
    /// MIME type describing the encoded media payload.
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is not specified.
    #[serde(
        rename = "mimeType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub mime_type: Option<MediaType>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            uri: uri.into(),
            mime_type: None,
            meta: None,
        }
    }
    /// Sets [`BlobResourceContents::mime_type`].
    #[must_use]
    pub fn mime_type(mut self, value: impl Into<MediaType>) -> Self {
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
    /// Embedded resource payload, either text or binary data.
    pub resource: EmbeddedResourceResource,
    /// Optional annotations that help Clients decide how to display or route this content.
    ///
    /// Omitted and `null` are equivalent and mean no annotations are provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub annotations: Option<Annotations>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            resource: resource.into(),
            annotations: None,
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// A reference to a skill that the user invokes with a prompt.
///
/// The Client sends it in `session/prompt` to invoke a `skill` entry from the
/// session's command list. The Agent MUST treat each reference as the user
/// explicitly invoking that skill for this prompt, and applies the skill to
/// the prompt as a whole. The reference carries no input.
///
/// An Agent that advertises the `session.prompt.skill` capability accepts one
/// skill reference per prompt, as the first content block. An Agent that also
/// advertises `session.prompt.skill.inline` accepts any number of them, at any
/// position. Clients MUST NOT send a skill reference that the Agent's
/// capability does not allow.
///
/// The `type` discriminator value is `skill`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SkillReference {
    /// The `name` of a `skill` entry in the session's current command list.
    ///
    /// Required and non-null. The Agent MUST reject the prompt with `-32602`
    /// when it cannot resolve the name to a skill the user can invoke.
    pub name: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SkillReference {
    /// A `SkillReference` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            meta: None,
        }
    }
    /// Sets [`SkillReference::meta`].
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// One file-level change described by a `Diff`.
///
/// Structured change metadata lets Clients identify affected files and
/// operations without parsing the text patch.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DiffChange {
    /// File content kind after the operation (for `delete`, of the deleted file).
    ///
    /// Omitted and `null` are equivalent and mean the content kind is unknown.
    #[serde(
        rename = "fileType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub file_type: Option<DiffFileType>,
    /// MIME type of the file contents after the operation (for `delete`, of the deleted file).
    ///
    /// Omitted and `null` are equivalent and mean the MIME type is unknown.
    #[serde(
        rename = "mimeType",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub mime_type: Option<MediaType>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: DiffChangeKind,
}
impl DiffChange {
    /// A `DiffChange` with the given required fields; optional ones are unset.
    pub fn new(kind: impl Into<DiffChangeKind>) -> Self {
        Self {
            file_type: None,
            mime_type: None,
            meta: None,
            kind: kind.into(),
        }
    }
    /// Sets [`DiffChange::file_type`].
    #[must_use]
    pub fn file_type(mut self, value: impl Into<DiffFileType>) -> Self {
        self.file_type = Some(value.into());
        self
    }
    /// Sets [`DiffChange::mime_type`].
    #[must_use]
    pub fn mime_type(mut self, value: impl Into<MediaType>) -> Self {
        self.mime_type = Some(value.into());
        self
    }
    /// Sets [`DiffChange::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The variant part of [`DiffChange`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "operation")]
#[non_exhaustive]
pub enum DiffChangeKind {
    /// A file was added.
    #[serde(rename = "add")]
    Add(DiffPathChange),
    /// A file was deleted.
    #[serde(rename = "delete")]
    Delete(DiffPathChange),
    /// A file was modified in place.
    #[serde(rename = "modify")]
    Modify(DiffPathChange),
    /// A file was moved or renamed.
    #[serde(rename = "move")]
    Move(DiffPathPairChange),
    /// A file was copied.
    #[serde(rename = "copy")]
    Copy(DiffPathPairChange),
    /// Custom or future file operation.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for DiffChangeKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for DiffChangeKind {
    const TAG: &'static str = "operation";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "add" | "delete" | "modify" | "move" | "copy")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "add" => {
                <DiffPathChange as serde::Deserialize>::deserialize(rest)
                    .map(Self::Add)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "operation `add`: ", e),
                    ))
            }
            "delete" => {
                <DiffPathChange as serde::Deserialize>::deserialize(rest)
                    .map(Self::Delete)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "operation `delete`: ", e),
                    ))
            }
            "modify" => {
                <DiffPathChange as serde::Deserialize>::deserialize(rest)
                    .map(Self::Modify)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "operation `modify`: ", e),
                    ))
            }
            "move" => {
                <DiffPathPairChange as serde::Deserialize>::deserialize(rest)
                    .map(Self::Move)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "operation `move`: ", e),
                    ))
            }
            "copy" => {
                <DiffPathPairChange as serde::Deserialize>::deserialize(rest)
                    .map(Self::Copy)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "operation `copy`: ", e),
                    ))
            }
            _ => {
                Err(
                    serde::de::Error::custom(
                        format_args!("unknown {} `{tag}`", "operation"),
                    ),
                )
            }
        }
    }
    fn from_map<E: serde::de::Error>(
        map: serde_json::Map<String, serde_json::Value>,
    ) -> Result<Self, E> {
        match map.get("operation").and_then(serde_json::Value::as_str) {
            None => Err(serde::de::Error::missing_field("operation")),
            Some(tag) => {
                match tag {
                    "add" => {
                        crate::generated_support::lenient::from_map::<
                            DiffPathChange,
                            E,
                        >(map, "operation `add`: ")
                            .map(Self::Add)
                    }
                    "delete" => {
                        crate::generated_support::lenient::from_map::<
                            DiffPathChange,
                            E,
                        >(map, "operation `delete`: ")
                            .map(Self::Delete)
                    }
                    "modify" => {
                        crate::generated_support::lenient::from_map::<
                            DiffPathChange,
                            E,
                        >(map, "operation `modify`: ")
                            .map(Self::Modify)
                    }
                    "move" => {
                        crate::generated_support::lenient::from_map::<
                            DiffPathPairChange,
                            E,
                        >(map, "operation `move`: ")
                            .map(Self::Move)
                    }
                    "copy" => {
                        crate::generated_support::lenient::from_map::<
                            DiffPathPairChange,
                            E,
                        >(map, "operation `copy`: ")
                            .map(Self::Copy)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl DiffChangeKind {
    /// The value of `operation` on the wire; for [`Self::Unknown`], the `operation` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Add(_) => "add",
            Self::Delete(_) => "delete",
            Self::Modify(_) => "modify",
            Self::Move(_) => "move",
            Self::Copy(_) => "copy",
            Self::Unknown(map) => {
                map.get("operation")
                    .and_then(serde_json::Value::as_str)
                    .unwrap_or_default()
            }
        }
    }
}
/// Kind of file content represented by a diff change.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DiffFileType {
    /// Text content.
    Text,
    /// Binary or otherwise non-text content.
    Binary,
    /// Directory entry.
    Directory,
    /// Symbolic link.
    Symlink,
    /// Custom or future file type.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl DiffFileType {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Text => "text",
            Self::Binary => "binary",
            Self::Directory => "directory",
            Self::Symlink => "symlink",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Text => Some("text"),
            Self::Binary => Some("binary"),
            Self::Directory => Some("directory"),
            Self::Symlink => Some("symlink"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for DiffFileType {
    fn from(value: &str) -> Self {
        match value {
            "text" => Self::Text,
            "binary" => Self::Binary,
            "directory" => Self::Directory,
            "symlink" => Self::Symlink,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for DiffFileType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for DiffFileType {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for DiffFileType {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// An absolute filesystem path used by the protocol.
///
/// Uses the native syntax of the machine the Agent runs on, such as `/home/user/project`,
/// `C:\Users\user\project`, or `\\server\share\project`. It is not a URI.
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
pub struct AbsolutePath(pub String);
impl AbsolutePath {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for AbsolutePath {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for AbsolutePath {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for AbsolutePath {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for AbsolutePath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Operation metadata for add, delete, and modify changes.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DiffPathChange {
    /// Absolute path for the operation.
    pub path: AbsolutePath,
}
impl DiffPathChange {
    /// A `DiffPathChange` with the given required fields; optional ones are unset.
    pub fn new(path: impl Into<AbsolutePath>) -> Self {
        Self { path: path.into() }
    }
}
/// Operation metadata for move and copy changes.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DiffPathPairChange {
    /// Absolute path before the operation.
    #[serde(rename = "oldPath")]
    pub old_path: AbsolutePath,
    /// Absolute path after the operation.
    pub path: AbsolutePath,
}
impl DiffPathPairChange {
    /// A `DiffPathPairChange` with the given required fields; optional ones are unset.
    pub fn new(
        old_path: impl Into<AbsolutePath>,
        path: impl Into<AbsolutePath>,
    ) -> Self {
        Self {
            old_path: old_path.into(),
            path: path.into(),
        }
    }
}
/// Renderable patch text and its format.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DiffPatch {
    /// Patch format. The only ACP-defined value is `git_patch`.
    pub format: DiffPatchFormat,
    /// Patch text in the format named by `format`.
    pub text: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl DiffPatch {
    /// A `DiffPatch` with the given required fields; optional ones are unset.
    pub fn new(format: impl Into<DiffPatchFormat>, text: impl Into<String>) -> Self {
        Self {
            format: format.into(),
            text: text.into(),
            meta: None,
        }
    }
    /// Sets [`DiffPatch::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Text patch format used by `DiffPatch`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum DiffPatchFormat {
    /// One or more `diff --git` sections in Git's `--patch` (`-p`) text format.
    ///
    /// Unlike Git, which writes paths relative to the repository root, every
    /// path MUST be absolute, including in `rename from`, `rename to`,
    /// `copy from`, and `copy to` lines, and MUST NOT have a prefix such as
    /// Git's default `a/` and `b/`. Otherwise paths follow Git: `/dev/null`
    /// names the missing side of an added or deleted file in the `---` and
    /// `+++` lines, and paths with unusual characters are quoted as Git quotes
    /// them. Each path, once unquoted, is the same native absolute path string as
    /// the matching `changes` entry. Surrounding commit metadata and email envelopes MUST NOT be
    /// included.
    #[default]
    GitPatch,
    /// Custom or future patch format.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl DiffPatchFormat {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::GitPatch => "git_patch",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::GitPatch => Some("git_patch"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for DiffPatchFormat {
    fn from(value: &str) -> Self {
        match value {
            "git_patch" => Self::GitPatch,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for DiffPatchFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for DiffPatchFormat {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for DiffPatchFormat {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// File changes produced by a tool call.
///
/// `changes` is authoritative for affected absolute paths and operations.
/// `patch` optionally carries renderable text for some or all of those changes
/// and MUST be consistent with `changes`. Agents SHOULD provide `patch` whenever
/// feasible. Clients MUST handle diffs where `patch` is omitted or `null`.
///
/// See protocol docs: [Content](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#content)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Diff {
    /// Structured file changes described by this diff. Agents MUST include at least one entry.
    ///
    /// Clients can use this field without parsing patch text to determine affected paths.
    #[serde(deserialize_with = "defaults::diff_changes_lenient")]
    pub changes: Vec<DiffChange>,
    /// Renderable patch text for some or all of the structured changes.
    ///
    /// Agents SHOULD provide patch text whenever feasible. Omitted and `null` are
    /// equivalent and mean no renderable patch text was provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub patch: Option<DiffPatch>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(changes: impl Into<Vec<DiffChange>>) -> Self {
        Self {
            changes: changes.into(),
            patch: None,
            meta: None,
        }
    }
    /// Sets [`Diff::patch`].
    #[must_use]
    pub fn patch(mut self, value: impl Into<DiffPatch>) -> Self {
        self.patch = Some(value.into());
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
/// Unique identifier for an Agent-owned terminal within a session.
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
/// A display-only reference to an Agent-owned terminal.
///
/// Terminal state and output are delivered separately through
/// `terminal_update` and `terminal_output_chunk` session updates.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Terminal {
    /// The ID of the terminal to display.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// The referenced session MUST already be known to the Client through ordinary
/// session setup or a `subagent_update` announcement. The reference does not
/// establish ownership, grant any Client-initiated controls, or report that the
/// referenced session received or finished any work.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionReference {
    /// The referenced session.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Enables Clients to implement "follow-along" features that track
/// which files the Agent is working with in real-time.
///
/// See protocol docs: [Following the Agent](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#following-the-agent)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCallLocation {
    /// The absolute file path being accessed or modified.
    pub path: AbsolutePath,
    /// Optional 1-based line number within the file. Omitted and `null` are equivalent and
    /// mean no specific line. `0` is invalid.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub line: Option<u32>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(path: impl Into<AbsolutePath>) -> Self {
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
/// Client-initiated controls a tool call currently supports.
///
/// See protocol docs: [Cancelling Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-tool-calls)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCallCapabilities {
    /// Permits the Client to cancel this tool call with `tool_call/cancel`.
    ///
    /// Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    /// means supported. Agents SHOULD stop advertising it once the tool call reaches a final status.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub cancel: Option<ToolCallCancelCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ToolCallCapabilities {
    /// A `ToolCallCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { cancel: None, meta: None }
    }
    /// Sets [`ToolCallCapabilities::cancel`].
    #[must_use]
    pub fn cancel(mut self, value: impl Into<ToolCallCancelCapabilities>) -> Self {
        self.cancel = Some(value.into());
        self
    }
    /// Sets [`ToolCallCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capability to cancel a tool call with `tool_call/cancel`.
///
/// Supplying `{}` advertises support. An omitted or `null` `cancel` does not.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCallCancelCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ToolCallCancelCapabilities {
    /// A `ToolCallCancelCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ToolCallCancelCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Permission request details for a tool call.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCallPermissionSubject {
    /// Details about the tool call requiring permission.
    ///
    /// Clients apply this to their stored tool call exactly like a `tool_call_update`
    /// notification, in the order it was received, before showing the prompt. A first-seen
    /// `toolCallId` creates the tool call.
    #[serde(rename = "toolCall")]
    pub tool_call: ToolCallUpdate,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ToolCallPermissionSubject {
    /// A `ToolCallPermissionSubject` with the given required fields; optional ones are unset.
    pub fn new(tool_call: impl Into<ToolCallUpdate>) -> Self {
        Self {
            tool_call: tool_call.into(),
            meta: None,
        }
    }
    /// Sets [`ToolCallPermissionSubject::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Permission request details for a command.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CommandPermissionSubject {
    /// The command that would be run if permission is granted.
    pub command: String,
    /// The absolute working directory for the command.
    pub cwd: AbsolutePath,
    /// The associated tool call, when known. Omitted and `null` are equivalent.
    #[serde(
        rename = "toolCallId",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub tool_call_id: Option<ToolCallId>,
    /// The associated terminal, when already known. Omitted and `null` are equivalent.
    #[serde(
        rename = "terminalId",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub terminal_id: Option<TerminalId>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CommandPermissionSubject {
    /// A `CommandPermissionSubject` with the given required fields; optional ones are unset.
    pub fn new(command: impl Into<String>, cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            command: command.into(),
            cwd: cwd.into(),
            tool_call_id: None,
            terminal_id: None,
            meta: None,
        }
    }
    /// Sets [`CommandPermissionSubject::tool_call_id`].
    #[must_use]
    pub fn tool_call_id(mut self, value: impl Into<ToolCallId>) -> Self {
        self.tool_call_id = Some(value.into());
        self
    }
    /// Sets [`CommandPermissionSubject::terminal_id`].
    #[must_use]
    pub fn terminal_id(mut self, value: impl Into<TerminalId>) -> Self {
        self.terminal_id = Some(value.into());
        self
    }
    /// Sets [`CommandPermissionSubject::meta`].
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
    /// Identifier for this permission option. MUST be unique within the request.
    #[serde(rename = "optionId")]
    pub option_id: PermissionOptionId,
    /// Human-readable label to display to the user.
    pub name: String,
    /// What selecting this option means. Clients can also use it to choose how to display the option.
    pub kind: PermissionOptionKind,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// If the user selects a `reject_once` or `reject_always` option, the Agent MUST NOT
/// perform the requested operation. For `reject_always`, the Agent also remembers
/// the rejection for later operations within its scope.
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
    /// Custom or future permission option kind.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
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
/// Request from the Agent to elicit structured user input.
///
/// The Agent sends this to the Client to request information from the user,
/// either via a form or by directing them to a URL.
/// Elicitations are tied to a session (optionally a tool call) or a request.
///
/// A session-scoped request follows the aggregate foreground-state contract:
/// Agents SHOULD report `requires_action` when the whole foreground workflow is
/// blocked on user action. Once reported, they MUST report `running` when progress
/// resumes, or `idle` if work ends without resuming. Independent background requests
/// and request-scoped elicitations do not themselves change session state.
/// Accepting a URL does not mean the external interaction completed.
///
/// When an Agent stops waiting for an elicitation because its work was cancelled,
/// it MUST cancel the request with `$/cancel_request`.
/// The request's scope alone does not establish that dependency.
///
/// See protocol docs: [Elicitation](https://agentclientprotocol.com/protocol/v2/draft/elicitation)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CreateElicitationRequest {
    /// A human-readable message describing what input is needed.
    pub message: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// Form-based elicitation where the Client renders a form from the provided schema.
    #[serde(rename = "form")]
    Form(ElicitationFormMode),
    /// URL-based elicitation where the Client directs the user to a URL.
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
/// This is useful when an Agent receives an elicitation from an MCP server
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
    /// The pending Client-to-Agent request this elicitation is tied to.
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
    /// Type discriminator. Always `"object"`. Any other value is rejected.
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ElicitationSchema {
    /// An `ElicitationSchema` with the given required fields; optional ones are unset.
    pub fn new(
        r#type: impl Into<ElicitationSchemaType>,
        properties: impl Into<
            std::collections::BTreeMap<String, ElicitationPropertySchema>,
        >,
    ) -> Self {
        Self {
            r#type: r#type.into(),
            title: None,
            properties: properties.into(),
            required: None,
            description: None,
            meta: None,
        }
    }
    /// Sets [`ElicitationSchema::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<String>) -> Self {
        self.title = Some(value.into());
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
    /// Date-time format (RFC 3339).
    DateTime,
    /// Custom or future string format.
    ///
    /// Unknown formats are preserved. Implementations that do not understand a
    /// format SHOULD treat it as an annotation rather than rejecting the schema.
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// Must contain at least one value when present.
    /// Optional. Omitted and `null` are equivalent and mean no untitled single-select choices are
    /// declared by `enum`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#enum: Option<Vec<String>>,
    /// Titled enum options for titled single-select enums.
    /// Must contain at least one option when present.
    /// Optional. Omitted and `null` are equivalent and mean no titled single-select choices are
    /// declared by `oneOf`.
    #[serde(rename = "oneOf", default, skip_serializing_if = "Option::is_none")]
    pub one_of: Option<Vec<EnumOption>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// Allowed enum values. Must contain at least one value.
    pub r#enum: Vec<String>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Titled multi-select items use `anyOf` and omit `type`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TitledMultiSelectItems {
    /// Titled enum options. Must contain at least one option.
    #[serde(rename = "anyOf")]
    pub any_of: Vec<EnumOption>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Form-based elicitation mode where the Client renders a form from the provided schema.
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
/// URL-based elicitation mode where the Client directs the user to a URL.
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
/// **UNSTABLE**
///
/// Request parameters for `mcp/message`, sent from consumer to provider.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct MessageMcpRequest {
    /// The declared ACP MCP server receiving this request.
    #[serde(rename = "serverId")]
    pub server_id: McpServerAcpId,
    /// The caller-generated identifier for the inner MCP request.
    #[serde(rename = "requestId")]
    pub request_id: McpRequestId,
    /// The inner MCP method name.
    pub method: String,
    /// Optional inner MCP params. Null is equivalent to omission.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub params: Option<serde_json::Map<String, serde_json::Value>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This is ACP metadata, not the inner MCP message's `_meta`.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl MessageMcpRequest {
    /// A `MessageMcpRequest` with the given required fields; optional ones are unset.
    pub fn new(
        server_id: impl Into<McpServerAcpId>,
        request_id: impl Into<McpRequestId>,
        method: impl Into<String>,
    ) -> Self {
        Self {
            server_id: server_id.into(),
            request_id: request_id.into(),
            method: method.into(),
            params: None,
            meta: None,
        }
    }
    /// Sets [`MessageMcpRequest::params`].
    #[must_use]
    pub fn params(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.params = Some(value.into());
        self
    }
    /// Sets [`MessageMcpRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Unique identifier for an MCP server using the ACP transport.
///
/// The value is opaque and generated by the ACP component providing the MCP server. It is
/// used by `mcp/message` to route requests to the component that declared the server.
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
pub struct McpServerAcpId(pub String);
impl McpServerAcpId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for McpServerAcpId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for McpServerAcpId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for McpServerAcpId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for McpServerAcpId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// **UNSTABLE**
///
/// Identifies an inner MCP request active against a server on this ACP connection.
/// Generated by the caller and preserved unchanged by proxies, independently of
/// the outer ACP JSON-RPC request ID.
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
pub struct McpRequestId(pub String);
impl McpRequestId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for McpRequestId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for McpRequestId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for McpRequestId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for McpRequestId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Allows for sending an arbitrary request that is not part of the ACP spec.
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
pub type ExtRequest = serde_json::Value;
/// Response to the `initialize` method.
///
/// Contains the negotiated protocol version and Agent capabilities.
///
/// See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v2/draft/initialization)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct InitializeResponse {
    /// The highest protocol version supported by the Agent that is at or below
    /// the version requested by the Client. If no such version exists,
    /// initialization fails with error code -32022.
    ///
    /// The Client MUST check that it supports this version and SHOULD disconnect
    /// if it does not.
    #[serde(rename = "protocolVersion")]
    pub protocol_version: ProtocolVersion,
    /// Information about the implementation sending this initialize response.
    pub info: Implementation,
    /// Capabilities supported by the Agent.
    #[serde(
        default = "defaults::initialize_response_capabilities",
        deserialize_with = "defaults::initialize_response_capabilities_lenient"
    )]
    pub capabilities: AgentCapabilities,
    /// Authentication methods supported by the Agent.
    ///
    /// Optional. Omitted or empty means the Agent does not advertise the
    /// `auth/login` and `auth/logout` methods. Supplying one or more methods means
    /// the Agent MUST support both `auth/login` and `auth/logout`.
    #[serde(
        rename = "authMethods",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub auth_methods: Option<Vec<AuthMethod>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(
        protocol_version: impl Into<ProtocolVersion>,
        info: impl Into<Implementation>,
    ) -> Self {
        Self {
            protocol_version: protocol_version.into(),
            info: info.into(),
            capabilities: defaults::initialize_response_capabilities(),
            auth_methods: None,
            meta: None,
        }
    }
    /// Sets [`InitializeResponse::capabilities`].
    #[must_use]
    pub fn capabilities(mut self, value: impl Into<AgentCapabilities>) -> Self {
        self.capabilities = value.into();
        self
    }
    /// Sets [`InitializeResponse::auth_methods`].
    #[must_use]
    pub fn auth_methods(mut self, value: impl Into<Vec<AuthMethod>>) -> Self {
        self.auth_methods = Some(value.into());
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
/// Metadata about the implementation of the Client or Agent.
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
    ///
    /// Omitted and `null` are equivalent and mean the `name` is used for display.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// Version of the implementation. Can be displayed to the user or used
    /// for debugging or metrics purposes. (e.g. "1.0.0").
    pub version: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Capabilities supported by the Agent.
///
/// Advertised during initialization to inform the Client about
/// available features and content types.
///
/// See protocol docs: [Agent Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#agent-capabilities)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AgentCapabilities {
    /// Session capabilities supported by the Agent.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not support the
    /// `session/*` methods. Supplying `{}` means the Agent supports the
    /// baseline session methods: `session/new`, `session/list`,
    /// `session/resume`, `session/close`, `session/prompt`, `session/cancel`,
    /// and `session/update`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub session: Option<SessionCapabilities>,
    /// Authentication-related extension capabilities supported by the Agent.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise any
    /// authentication-related extensions. This field does not advertise support
    /// for `auth/login` or `auth/logout`. Those methods are advertised by a
    /// non-empty `authMethods` list in the `initialize` response.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub auth: Option<AgentAuthCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Provider configuration capabilities supported by the Agent.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports provider configuration methods.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub providers: Option<ProvidersCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AgentCapabilities {
    /// An `AgentCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            session: None,
            auth: None,
            providers: None,
            meta: None,
        }
    }
    /// Sets [`AgentCapabilities::session`].
    #[must_use]
    pub fn session(mut self, value: impl Into<SessionCapabilities>) -> Self {
        self.session = Some(value.into());
        self
    }
    /// Sets [`AgentCapabilities::auth`].
    #[must_use]
    pub fn auth(mut self, value: impl Into<AgentAuthCapabilities>) -> Self {
        self.auth = Some(value.into());
        self
    }
    /// Sets [`AgentCapabilities::providers`].
    #[must_use]
    pub fn providers(mut self, value: impl Into<ProvidersCapabilities>) -> Self {
        self.providers = Some(value.into());
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
/// Session capabilities supported by the Agent.
///
/// Supplying `{}` means the Agent supports the baseline session methods:
/// `session/new`, `session/list`, `session/resume`, `session/close`,
/// `session/prompt`, `session/cancel`, and `session/update`.
///
/// Agents that support sessions MAY support additional session methods,
/// prompt content types, and MCP transports by specifying additional
/// capabilities.
///
/// See protocol docs: [Session Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#session-capabilities)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionCapabilities {
    /// Prompt capabilities supported by the Agent in `session/prompt` requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise any
    /// prompt extensions beyond the baseline text and resource-link content
    /// required by `session/prompt`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub prompt: Option<PromptCapabilities>,
    /// MCP capabilities supported by the Agent for session lifecycle requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise MCP
    /// server transport support for sessions.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub mcp: Option<McpCapabilities>,
    /// Whether the Agent supports `session/delete`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports deleting sessions from `session/list`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub delete: Option<SessionDeleteCapabilities>,
    /// Whether the Agent supports `additionalDirectories` on supported session lifecycle requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports `additionalDirectories` on
    /// supported session lifecycle requests.
    ///
    /// Agents MAY return `SessionInfo.additionalDirectories` to report the
    /// complete ordered additional-root list associated with a listed session.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub additional_directories: Option<SessionAdditionalDirectoriesCapabilities>,
    /// Whether the Agent supports `systemPrompt` on session lifecycle requests.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports `systemPrompt` in `append` mode.
    #[serde(
        rename = "systemPrompt",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub system_prompt: Option<SessionSystemPromptCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Whether the Agent supports `session/fork`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports forking sessions.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub fork: Option<SessionForkCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Whether the Agent supports `session/archive` and `session/unarchive`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports both methods, the `archived` filter on
    /// `session/list`, and `SessionInfo.archived`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub archive: Option<SessionArchiveCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Whether the Agent supports `session/status`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports checking session status.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub status: Option<SessionStatusCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Whether the Agent supports `session/options`.
    ///
    /// Optional. Omitted or `null` both mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports `session/options` and accepts initial
    /// config option values on session setup requests.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub options: Option<SessionOptionsCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Whether the Agent supports `session/set_title`.
    ///
    /// Agents report titles through `session/list` and `session_info_update` without this
    /// capability. It only advertises that Clients can set titles.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports setting session titles.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub title: Option<SessionTitleCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            prompt: None,
            mcp: None,
            delete: None,
            additional_directories: None,
            system_prompt: None,
            fork: None,
            archive: None,
            status: None,
            options: None,
            title: None,
            meta: None,
        }
    }
    /// Sets [`SessionCapabilities::prompt`].
    #[must_use]
    pub fn prompt(mut self, value: impl Into<PromptCapabilities>) -> Self {
        self.prompt = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::mcp`].
    #[must_use]
    pub fn mcp(mut self, value: impl Into<McpCapabilities>) -> Self {
        self.mcp = Some(value.into());
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
    /// Sets [`SessionCapabilities::fork`].
    #[must_use]
    pub fn fork(mut self, value: impl Into<SessionForkCapabilities>) -> Self {
        self.fork = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::archive`].
    #[must_use]
    pub fn archive(mut self, value: impl Into<SessionArchiveCapabilities>) -> Self {
        self.archive = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::status`].
    #[must_use]
    pub fn status(mut self, value: impl Into<SessionStatusCapabilities>) -> Self {
        self.status = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::options`].
    #[must_use]
    pub fn options(mut self, value: impl Into<SessionOptionsCapabilities>) -> Self {
        self.options = Some(value.into());
        self
    }
    /// Sets [`SessionCapabilities::title`].
    #[must_use]
    pub fn title(mut self, value: impl Into<SessionTitleCapabilities>) -> Self {
        self.title = Some(value.into());
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
/// Prompt capabilities supported by the Agent in `session/prompt` requests.
///
/// Baseline Agent functionality requires support for `text`
/// and `resource_link` content blocks in prompt requests.
///
/// Other content types need one of these capabilities.
/// Capabilities for different types of content in prompt requests.
///
/// Indicates which content types beyond the baseline (text and resource links)
/// the Agent can process.
///
/// See protocol docs: [Session Prompt Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#session-prompt-capabilities)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptCapabilities {
    /// Agent supports `image` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports image content in prompts.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub image: Option<PromptImageCapabilities>,
    /// Agent supports `audio` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports audio content in prompts.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub audio: Option<PromptAudioCapabilities>,
    /// Agent supports embedded context in `session/prompt` requests.
    ///
    /// When enabled, the Client is allowed to include `resource` content blocks
    /// in prompt requests for pieces of context that are referenced in the message.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports embedded context in prompts.
    #[serde(
        rename = "embeddedContext",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub embedded_context: Option<PromptEmbeddedContextCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Agent supports `skill` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means a prompt may contain one `skill` content block, as its first block.
    /// An Agent that sends `skill` entries in `availableCommands` MUST advertise this capability.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub skill: Option<PromptSkillCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptCapabilities {
    /// A `PromptCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            image: None,
            audio: None,
            embedded_context: None,
            skill: None,
            meta: None,
        }
    }
    /// Sets [`PromptCapabilities::image`].
    #[must_use]
    pub fn image(mut self, value: impl Into<PromptImageCapabilities>) -> Self {
        self.image = Some(value.into());
        self
    }
    /// Sets [`PromptCapabilities::audio`].
    #[must_use]
    pub fn audio(mut self, value: impl Into<PromptAudioCapabilities>) -> Self {
        self.audio = Some(value.into());
        self
    }
    /// Sets [`PromptCapabilities::embedded_context`].
    #[must_use]
    pub fn embedded_context(
        mut self,
        value: impl Into<PromptEmbeddedContextCapabilities>,
    ) -> Self {
        self.embedded_context = Some(value.into());
        self
    }
    /// Sets [`PromptCapabilities::skill`].
    #[must_use]
    pub fn skill(mut self, value: impl Into<PromptSkillCapabilities>) -> Self {
        self.skill = Some(value.into());
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
/// Capabilities for image content in prompt requests.
///
/// Supplying `{}` means the Agent supports image content in prompts.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptImageCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptImageCapabilities {
    /// A `PromptImageCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`PromptImageCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for audio content in prompt requests.
///
/// Supplying `{}` means the Agent supports audio content in prompts.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptAudioCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptAudioCapabilities {
    /// A `PromptAudioCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`PromptAudioCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for embedded context in prompt requests.
///
/// Supplying `{}` means the Agent supports embedded context in prompts.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptEmbeddedContextCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptEmbeddedContextCapabilities {
    /// A `PromptEmbeddedContextCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`PromptEmbeddedContextCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for `skill` content blocks in prompt requests.
///
/// Supplying `{}` means a prompt may contain one `skill` content block, as
/// its first block. The Agent opts in to more with the `inline` field.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptSkillCapabilities {
    /// Agent supports `skill` content blocks at any position in a prompt.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means a prompt may contain any number of `skill` content blocks, at any
    /// position.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub inline: Option<PromptSkillInlineCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptSkillCapabilities {
    /// A `PromptSkillCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { inline: None, meta: None }
    }
    /// Sets [`PromptSkillCapabilities::inline`].
    #[must_use]
    pub fn inline(mut self, value: impl Into<PromptSkillInlineCapabilities>) -> Self {
        self.inline = Some(value.into());
        self
    }
    /// Sets [`PromptSkillCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for `skill` content blocks at any position in a prompt.
///
/// Supplying `{}` means a prompt may contain any number of `skill` content
/// blocks, at any position.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptSkillInlineCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptSkillInlineCapabilities {
    /// A `PromptSkillInlineCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`PromptSkillInlineCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// MCP capabilities supported by the Agent for session lifecycle requests.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpCapabilities {
    /// Agent supports `stdio` MCP servers.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports stdio MCP server transports.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub stdio: Option<McpStdioCapabilities>,
    /// Agent supports `http` MCP servers.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports HTTP MCP server transports.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub http: Option<McpHttpCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Agent supports `acp` MCP servers.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports ACP MCP server transports.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub acp: Option<McpAcpCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl McpCapabilities {
    /// A `McpCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            stdio: None,
            http: None,
            acp: None,
            meta: None,
        }
    }
    /// Sets [`McpCapabilities::stdio`].
    #[must_use]
    pub fn stdio(mut self, value: impl Into<McpStdioCapabilities>) -> Self {
        self.stdio = Some(value.into());
        self
    }
    /// Sets [`McpCapabilities::http`].
    #[must_use]
    pub fn http(mut self, value: impl Into<McpHttpCapabilities>) -> Self {
        self.http = Some(value.into());
        self
    }
    /// Sets [`McpCapabilities::acp`].
    #[must_use]
    pub fn acp(mut self, value: impl Into<McpAcpCapabilities>) -> Self {
        self.acp = Some(value.into());
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
/// Capabilities for stdio MCP server transports.
///
/// Supplying `{}` means the Agent supports stdio MCP server transports.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpStdioCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl McpStdioCapabilities {
    /// A `McpStdioCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`McpStdioCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for HTTP MCP server transports.
///
/// Supplying `{}` means the Agent supports HTTP MCP server transports.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpHttpCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl McpHttpCapabilities {
    /// A `McpHttpCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`McpHttpCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for ACP MCP server transports.
///
/// Supplying `{}` means the Agent supports ACP MCP server transports.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpAcpCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl McpAcpCapabilities {
    /// A `McpAcpCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`McpAcpCapabilities::meta`].
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
/// Supplying `{}` means the Agent supports deleting sessions from `session/list`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionDeleteCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Supplying `{}` means the Agent supports the `additionalDirectories` field on
/// supported session lifecycle requests. Agents MAY return
/// `SessionInfo.additionalDirectories` in `session/list` to report the
/// complete ordered additional-root list associated with a listed session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionAdditionalDirectoriesCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Capabilities for Client-provided system prompts.
///
/// Supplying `{}` means the Agent supports `systemPrompt` on session lifecycle
/// requests in `append` mode.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionSystemPromptCapabilities {
    /// Delivery modes the Agent supports in addition to `append`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent supports only `append`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub mode: Option<SessionSystemPromptModeCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// System prompt delivery modes the Agent supports in addition to `append`.
///
/// `append` has no entry because every Agent advertising `session.systemPrompt`
/// supports it.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionSystemPromptModeCapabilities {
    /// Whether the Agent supports `override` mode.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports replacing its built-in default
    /// instructions with the Client-provided system prompt.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub r#override: Option<SessionSystemPromptOverrideCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Supplying `{}` means the Agent supports replacing its built-in default
/// instructions with the Client-provided system prompt.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionSystemPromptOverrideCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for the `session/fork` method.
///
/// Supplying `{}` means the Agent supports forking sessions.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionForkCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionForkCapabilities {
    /// A `SessionForkCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionForkCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for `session/archive` and `session/unarchive`.
///
/// Supplying `{}` means the Agent supports both methods, the `archived` filter on
/// `session/list`, and `SessionInfo.archived`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionArchiveCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionArchiveCapabilities {
    /// A `SessionArchiveCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionArchiveCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for the `session/status` method.
///
/// Supplying `{}` means the Agent supports checking session status.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionStatusCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionStatusCapabilities {
    /// A `SessionStatusCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionStatusCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for the `session/options` method.
///
/// Supplying `{}` means the Agent supports `session/options` and accepts initial config
/// option values on session setup requests.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionOptionsCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionOptionsCapabilities {
    /// A `SessionOptionsCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionOptionsCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for Client-set session titles.
///
/// Supplying `{}` means the Agent supports `session/set_title`. Agents report titles
/// through `session/list` and `session_info_update` without this capability.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionTitleCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionTitleCapabilities {
    /// A `SessionTitleCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SessionTitleCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Authentication-related extension capabilities supported by the Agent.
///
/// This object does not advertise support for `auth/login` or `auth/logout`.
/// Those methods are advertised by a non-empty `authMethods` list in the
/// `initialize` response.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AgentAuthCapabilities {
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Whether the Agent supports the `auth/status` method.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not advertise support.
    /// Supplying `{}` means the Agent supports the `auth/status` method.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub status: Option<AuthStatusCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
        Self { status: None, meta: None }
    }
    /// Sets [`AgentAuthCapabilities::status`].
    #[must_use]
    pub fn status(mut self, value: impl Into<AuthStatusCapabilities>) -> Self {
        self.status = Some(value.into());
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Auth status capabilities supported by the Agent.
///
/// Supplying `{}` means the Agent supports the `auth/status` method.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthStatusCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthStatusCapabilities {
    /// An `AuthStatusCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`AuthStatusCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Provider configuration capabilities supported by the Agent.
///
/// Supplying `{}` means the Agent supports provider configuration methods.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ProvidersCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ProvidersCapabilities {
    /// A `ProvidersCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ProvidersCapabilities::meta`].
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
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum AuthMethod {
    /// Client runs the configured Agent program as a separate interactive
    /// process, without passing this method to `auth/login`.
    #[serde(rename = "terminal")]
    Terminal(AuthMethodTerminal),
    /// Agent handles authentication itself through `auth/login`.
    ///
    /// The `type` discriminator value is `agent`.
    #[serde(rename = "agent")]
    Agent(AuthMethodAgent),
    /// Custom or future authentication method.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients that do not understand this method type SHOULD preserve the raw
    /// payload when storing, replaying, proxying, or forwarding initialization
    /// data, and otherwise ignore the method or display it generically.
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
        matches!(tag, "terminal" | "agent")
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
            "agent" => {
                <AuthMethodAgent as serde::Deserialize>::deserialize(rest)
                    .map(Self::Agent)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `agent`: ", e),
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
                    "terminal" => {
                        crate::generated_support::lenient::from_map::<
                            AuthMethodTerminal,
                            E,
                        >(map, "type `terminal`: ")
                            .map(Self::Terminal)
                    }
                    "agent" => {
                        crate::generated_support::lenient::from_map::<
                            AuthMethodAgent,
                            E,
                        >(map, "type `agent`: ")
                            .map(Self::Agent)
                    }
                    _ => {
                        for field in ["methodId", "name"] {
                            if !map.contains_key(field) {
                                return Err(serde::de::Error::missing_field(field));
                            }
                        }
                        Ok(Self::Unknown(map))
                    }
                }
            }
        }
    }
}
impl AuthMethod {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Terminal(_) => "terminal",
            Self::Agent(_) => "agent",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
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
/// An environment variable to set when launching a process.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct EnvVariable {
    /// The name of the environment variable.
    pub name: String,
    /// The value to set for the environment variable.
    pub value: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Terminal-based authentication method.
///
/// The Client runs the configured Agent program as a separate interactive
/// process for the user to authenticate via a TUI. Agents MUST advertise this
/// method only when the Client enabled its terminal authentication capability.
/// A zero exit status signals success. Any other termination signals failure.
/// The Client MUST NOT pass this method to `auth/login`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthMethodTerminal {
    /// Unique identifier for this authentication method.
    #[serde(rename = "methodId")]
    pub method_id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Optional human-readable description of this authentication method.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Additional arguments to append to the configured Agent invocation for terminal auth.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub args: Option<Vec<String>>,
    /// Additional environment variables to set on the configured Agent invocation for terminal auth.
    /// Names SHOULD be unique, and otherwise the last entry wins. These values override
    /// same-named variables in the base launch configuration.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub env: Option<Vec<EnvVariable>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(method_id: impl Into<AuthMethodId>, name: impl Into<String>) -> Self {
        Self {
            method_id: method_id.into(),
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
    pub fn env(mut self, value: impl Into<Vec<EnvVariable>>) -> Self {
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
/// Agent handles authentication itself through `auth/login`.
///
/// The `type` discriminator value is `agent`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthMethodAgent {
    /// Unique identifier for this authentication method.
    #[serde(rename = "methodId")]
    pub method_id: AuthMethodId,
    /// Human-readable name of the authentication method.
    pub name: String,
    /// Optional human-readable description of this authentication method.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(method_id: impl Into<AuthMethodId>, name: impl Into<String>) -> Self {
        Self {
            method_id: method_id.into(),
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
/// Response to the `auth/login` method.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LoginAuthResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LoginAuthResponse {
    /// A `LoginAuthResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`LoginAuthResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response to `providers/list`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ListProvidersResponse {
    /// Configurable providers with current routing info suitable for UI display.
    pub providers: Vec<ProviderInfo>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ListProvidersResponse {
    /// A `ListProvidersResponse` with the given required fields; optional ones are unset.
    pub fn new(providers: impl Into<Vec<ProviderInfo>>) -> Self {
        Self {
            providers: providers.into(),
            meta: None,
        }
    }
    /// Sets [`ListProvidersResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Information about a configurable LLM provider.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ProviderInfo {
    /// Provider identifier, for example "main" or "openai".
    #[serde(rename = "providerId")]
    pub provider_id: ProviderId,
    /// Supported protocol types for this provider.
    #[serde(deserialize_with = "defaults::provider_info_supported_lenient")]
    pub supported: Vec<LlmProtocol>,
    /// Whether this provider is mandatory and cannot be disabled via `providers/disable`.
    /// If true, Clients MUST NOT call `providers/disable` for this provider ID.
    pub required: bool,
    /// Current effective non-secret routing config.
    /// Null or omitted means provider is disabled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<ProviderCurrentConfig>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ProviderInfo {
    /// A `ProviderInfo` with the given required fields; optional ones are unset.
    pub fn new(
        provider_id: impl Into<ProviderId>,
        supported: impl Into<Vec<LlmProtocol>>,
        required: impl Into<bool>,
    ) -> Self {
        Self {
            provider_id: provider_id.into(),
            supported: supported.into(),
            required: required.into(),
            current: None,
            meta: None,
        }
    }
    /// Sets [`ProviderInfo::current`].
    #[must_use]
    pub fn current(mut self, value: impl Into<ProviderCurrentConfig>) -> Self {
        self.current = Some(value.into());
        self
    }
    /// Sets [`ProviderInfo::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Unique identifier for a configurable LLM provider.
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
pub struct ProviderId(pub String);
impl ProviderId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for ProviderId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for ProviderId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for ProviderId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for ProviderId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Well-known API protocol identifiers for LLM providers.
///
/// Agents and Clients MUST handle unknown protocol identifiers gracefully.
///
/// Protocol names beginning with `_` are free for custom use, like other ACP extension methods.
/// Protocol names that do not begin with `_` are reserved for the ACP spec.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LlmProtocol {
    /// Anthropic API protocol.
    Anthropic,
    /// OpenAI API protocol.
    Openai,
    /// Azure OpenAI API protocol.
    Azure,
    /// Google Vertex AI API protocol.
    Vertex,
    /// AWS Bedrock API protocol.
    Bedrock,
    /// Custom or future protocol.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl LlmProtocol {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Anthropic => "anthropic",
            Self::Openai => "openai",
            Self::Azure => "azure",
            Self::Vertex => "vertex",
            Self::Bedrock => "bedrock",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Anthropic => Some("anthropic"),
            Self::Openai => Some("openai"),
            Self::Azure => Some("azure"),
            Self::Vertex => Some("vertex"),
            Self::Bedrock => Some("bedrock"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for LlmProtocol {
    fn from(value: &str) -> Self {
        match value {
            "anthropic" => Self::Anthropic,
            "openai" => Self::Openai,
            "azure" => Self::Azure,
            "vertex" => Self::Vertex,
            "bedrock" => Self::Bedrock,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for LlmProtocol {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for LlmProtocol {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for LlmProtocol {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Current effective non-secret routing configuration for a provider.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ProviderCurrentConfig {
    /// Protocol currently used by this provider.
    #[serde(rename = "apiType")]
    pub api_type: LlmProtocol,
    /// Base URL currently used by this provider.
    #[serde(rename = "baseUrl")]
    pub base_url: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ProviderCurrentConfig {
    /// A `ProviderCurrentConfig` with the given required fields; optional ones are unset.
    pub fn new(api_type: impl Into<LlmProtocol>, base_url: impl Into<String>) -> Self {
        Self {
            api_type: api_type.into(),
            base_url: base_url.into(),
            meta: None,
        }
    }
    /// Sets [`ProviderCurrentConfig::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response to `providers/set`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetProviderResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SetProviderResponse {
    /// A `SetProviderResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`SetProviderResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response to `providers/disable`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DisableProviderResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl DisableProviderResponse {
    /// A `DisableProviderResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`DisableProviderResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response to the `auth/logout` method.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LogoutAuthResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LogoutAuthResponse {
    /// A `LogoutAuthResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`LogoutAuthResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response to the `auth/status` method.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthStatusResponse {
    /// Whether the Agent can start sessions without the user signing in first.
    ///
    /// Clients use this field to decide whether sign-in is needed. Clients MUST treat
    /// values they do not recognize as `unknown`.
    pub state: AuthState,
    /// The accounts the Agent has configured, for display.
    ///
    /// Optional. Omitted and empty are equivalent and mean no accounts are reported.
    /// Agents that hold credentials for several providers or accounts SHOULD list each
    /// of them and mark the ones in effect with `active`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub accounts: Option<Vec<AuthAccount>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthStatusResponse {
    /// An `AuthStatusResponse` with the given required fields; optional ones are unset.
    pub fn new(state: impl Into<AuthState>) -> Self {
        Self {
            state: state.into(),
            accounts: None,
            meta: None,
        }
    }
    /// Sets [`AuthStatusResponse::accounts`].
    #[must_use]
    pub fn accounts(mut self, value: impl Into<Vec<AuthAccount>>) -> Self {
        self.accounts = Some(value.into());
        self
    }
    /// Sets [`AuthStatusResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// The Agent's overall authentication state.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AuthState {
    /// Credentials are configured. This does not guarantee that they are valid.
    Authenticated,
    /// The user needs to sign in. This includes credentials that are missing,
    /// expired, or known to be invalid.
    Unauthenticated,
    /// No authentication is needed, for example because the Agent uses a local model.
    NotRequired,
    /// The Agent cannot currently determine the state.
    UnknownValue,
    /// Custom or future authentication state.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl AuthState {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Authenticated => "authenticated",
            Self::Unauthenticated => "unauthenticated",
            Self::NotRequired => "not_required",
            Self::UnknownValue => "unknown",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Authenticated => Some("authenticated"),
            Self::Unauthenticated => Some("unauthenticated"),
            Self::NotRequired => Some("not_required"),
            Self::UnknownValue => Some("unknown"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for AuthState {
    fn from(value: &str) -> Self {
        match value {
            "authenticated" => Self::Authenticated,
            "unauthenticated" => Self::Unauthenticated,
            "not_required" => Self::NotRequired,
            "unknown" => Self::UnknownValue,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for AuthState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for AuthState {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for AuthState {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// An account or credential the Agent has configured, such as a signed-in user
/// account or an API key.
///
/// All fields are display information only. Clients MUST NOT use them as stable
/// account identifiers, and SHOULD NOT log them or send them elsewhere, such as to
/// telemetry.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthAccount {
    /// Human-readable name for the account, suitable for display on its own,
    /// for example `Claude Max`, `OpenAI API key`, or `Vertex AI`.
    pub label: String,
    /// Short text shown with the label, such as the credential source, for example
    /// `API key helper`. MUST NOT contain credentials.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no description is reported.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Whether the Agent currently uses this account by default.
    ///
    /// Several accounts MAY be active, for example one per provider.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent does not indicate whether this account is in effect.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub active: Option<bool>,
    /// Display name of the user, such as a username or full name.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no name is reported.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub name: Option<String>,
    /// Email address of the user.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no email is reported.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub email: Option<String>,
    /// Display name of the organization, team, or workspace the account is using.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no organization is reported.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub organization: Option<String>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthAccount {
    /// An `AuthAccount` with the given required fields; optional ones are unset.
    pub fn new(label: impl Into<String>) -> Self {
        Self {
            label: label.into(),
            description: None,
            active: None,
            name: None,
            email: None,
            organization: None,
            meta: None,
        }
    }
    /// Sets [`AuthAccount::description`].
    #[must_use]
    pub fn description(mut self, value: impl Into<String>) -> Self {
        self.description = Some(value.into());
        self
    }
    /// Sets [`AuthAccount::active`].
    #[must_use]
    pub fn active(mut self, value: impl Into<bool>) -> Self {
        self.active = Some(value.into());
        self
    }
    /// Sets [`AuthAccount::name`].
    #[must_use]
    pub fn name(mut self, value: impl Into<String>) -> Self {
        self.name = Some(value.into());
        self
    }
    /// Sets [`AuthAccount::email`].
    #[must_use]
    pub fn email(mut self, value: impl Into<String>) -> Self {
        self.email = Some(value.into());
        self
    }
    /// Sets [`AuthAccount::organization`].
    #[must_use]
    pub fn organization(mut self, value: impl Into<String>) -> Self {
        self.organization = Some(value.into());
        self
    }
    /// Sets [`AuthAccount::meta`].
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
/// New sessions default to `idle` until a state update reports otherwise.
/// Updates may arrive before or after this response. Clients MUST NOT overwrite
/// an already-reported state when the response arrives.
///
/// An Agent whose new session is not `idle` MUST send the session's
/// `state_update` after this response.
///
/// See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v2/draft/session-setup#creating-a-session)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct NewSessionResponse {
    /// Unique identifier for the created session.
    ///
    /// Used in all subsequent requests for this conversation.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// Initial session configuration options.
    ///
    /// Optional. Omitted or empty means no config options are advertised.
    /// Senders MUST use an array, not `null`.
    /// Later `config_option_update` notifications replace this list.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// Initial commands the Agent can execute in this session.
    ///
    /// Optional. Omitted or empty means no initial commands are advertised.
    /// Senders MUST use an array, not `null`.
    /// Later `available_commands_update` notifications replace this list.
    #[serde(
        rename = "availableCommands",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub available_commands: Option<Vec<AvailableCommand>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            config_options: None,
            available_commands: None,
            meta: None,
        }
    }
    /// Sets [`NewSessionResponse::config_options`].
    #[must_use]
    pub fn config_options(mut self, value: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`NewSessionResponse::available_commands`].
    #[must_use]
    pub fn available_commands(
        mut self,
        value: impl Into<Vec<AvailableCommand>>,
    ) -> Self {
        self.available_commands = Some(value.into());
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
/// A session configuration option selector and its current state.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionConfigOption {
    /// Identifier for the configuration option. MUST be unique within `configOptions`.
    #[serde(rename = "configId")]
    pub config_id: SessionConfigId,
    /// Human-readable label for the option.
    pub name: String,
    /// Optional description for the Client to display to the user.
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// Optional semantic category for this option (UX only).
    ///
    /// Omitted and `null` are equivalent and mean no category is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub category: Option<SessionConfigOptionCategory>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
        config_id: impl Into<SessionConfigId>,
        name: impl Into<String>,
        kind: impl Into<SessionConfigOptionKind>,
    ) -> Self {
        Self {
            config_id: config_id.into(),
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
    /// Custom or future session configuration option payload.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients that do not understand this option type SHOULD preserve the raw
    /// payload when storing, replaying, proxying, or forwarding configuration
    /// data, and otherwise ignore the option. The Agent keeps using its `currentValue`.
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
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Response speed selector, such as a fast mode toggle.
    Speed,
    /// Thought/reasoning level selector.
    ThoughtLevel,
    /// Custom or future category.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl SessionConfigOptionCategory {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Mode => "mode",
            Self::Model => "model",
            Self::ModelConfig => "model_config",
            Self::Speed => "speed",
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
            Self::Speed => Some("speed"),
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
            "speed" => Self::Speed,
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
    ///
    /// Omitted and `null` are equivalent and mean no description is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub description: Option<String>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// Identifier for this group. MUST be unique within the option.
    #[serde(rename = "groupId")]
    pub group_id: SessionConfigGroupId,
    /// Human-readable label for this group.
    pub name: String,
    /// The set of option values in this group. MUST contain at least one value.
    #[serde(deserialize_with = "defaults::session_config_select_group_options_lenient")]
    pub options: Vec<SessionConfigSelectOption>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
        group_id: impl Into<SessionConfigGroupId>,
        name: impl Into<String>,
        options: impl Into<Vec<SessionConfigSelectOption>>,
    ) -> Self {
        Self {
            group_id: group_id.into(),
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
    /// The currently selected value. MUST be one of the `value`s in `options`.
    #[serde(rename = "currentValue")]
    pub current_value: SessionConfigValueId,
    /// The set of selectable options. MUST contain at least one value, and each `value` MUST be
    /// unique within the option, including across groups.
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
/// A command the Agent advertises to the Client.
///
/// The `type` field acts as the discriminator in the serialized JSON form.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum AvailableCommand {
    /// A slash command the user can invoke by including it in a prompt.
    #[serde(rename = "command")]
    Command(Command),
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// An Agent Skill the user can invoke with a `skill` content block.
    ///
    /// Agents MUST only send this entry when the Client advertised
    /// the `session.commands.skill` Client capability.
    #[serde(rename = "skill")]
    Skill(Skill),
    /// Custom or future command kind.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients that do not understand this command type SHOULD preserve the raw
    /// payload when storing, replaying, proxying, or forwarding command
    /// metadata, and otherwise ignore the command. They MUST NOT display it as a
    /// slash command.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for AvailableCommand {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for AvailableCommand {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "command" | "skill")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "command" => {
                <Command as serde::Deserialize>::deserialize(rest)
                    .map(Self::Command)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `command`: ", e),
                    ))
            }
            "skill" => {
                <Skill as serde::Deserialize>::deserialize(rest)
                    .map(Self::Skill)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `skill`: ", e),
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
                    "command" => {
                        crate::generated_support::lenient::from_map::<
                            Command,
                            E,
                        >(map, "type `command`: ")
                            .map(Self::Command)
                    }
                    "skill" => {
                        crate::generated_support::lenient::from_map::<
                            Skill,
                            E,
                        >(map, "type `skill`: ")
                            .map(Self::Skill)
                    }
                    _ => {
                        for field in ["name", "description"] {
                            if !map.contains_key(field) {
                                return Err(serde::de::Error::missing_field(field));
                            }
                        }
                        Ok(Self::Unknown(map))
                    }
                }
            }
        }
    }
}
impl AvailableCommand {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Command(_) => "command",
            Self::Skill(_) => "skill",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<Command> for AvailableCommand {
    fn from(value: Command) -> Self {
        Self::Command(value)
    }
}
impl From<Skill> for AvailableCommand {
    fn from(value: Skill) -> Self {
        Self::Skill(value)
    }
}
/// The input specification for a command.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum AvailableCommandInput {
    /// All text after the command name and the whitespace following it is provided as input.
    #[serde(rename = "text")]
    Text(TextCommandInput),
    /// Custom or future command input specification.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Clients that do not understand this input type SHOULD preserve the raw
    /// payload when storing, replaying, proxying, or forwarding command
    /// metadata, and otherwise ignore the input specification or display the
    /// command without structured input.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for AvailableCommandInput {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for AvailableCommandInput {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "text")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "text" => {
                <TextCommandInput as serde::Deserialize>::deserialize(rest)
                    .map(Self::Text)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `text`: ", e),
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
                            TextCommandInput,
                            E,
                        >(map, "type `text`: ")
                            .map(Self::Text)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl AvailableCommandInput {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Text(_) => "text",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<TextCommandInput> for AvailableCommandInput {
    fn from(value: TextCommandInput) -> Self {
        Self::Text(value)
    }
}
/// All text that was typed after the command name is provided as input.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TextCommandInput {
    /// A hint to display when the input hasn't been provided yet
    pub hint: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TextCommandInput {
    /// A `TextCommandInput` with the given required fields; optional ones are unset.
    pub fn new(hint: impl Into<String>) -> Self {
        Self {
            hint: hint.into(),
            meta: None,
        }
    }
    /// Sets [`TextCommandInput::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A slash command the user can invoke by including it in a prompt.
///
/// The `type` discriminator value is `command`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Command {
    /// Command name without the leading `/` (e.g., `create_plan`, `research_codebase`).
    ///
    /// MUST NOT contain whitespace and MUST be unique within the command list.
    pub name: String,
    /// Human-readable description of what the command does.
    pub description: String,
    /// Input for the command if required
    ///
    /// Omitted and `null` are equivalent and mean the command takes no input.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub input: Option<AvailableCommandInput>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Command {
    /// A `Command` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>, description: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            description: description.into(),
            input: None,
            meta: None,
        }
    }
    /// Sets [`Command::input`].
    #[must_use]
    pub fn input(mut self, value: impl Into<AvailableCommandInput>) -> Self {
        self.input = Some(value.into());
        self
    }
    /// Sets [`Command::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// An Agent Skill the user can invoke.
///
/// The `type` discriminator value is `skill`.
///
/// The Client invokes a skill with a `skill` content block that names it. The
/// `/name` syntax applies only to `command` entries. An Agent that sends
/// `skill` entries MUST advertise the `session.prompt.skill` capability.
///
/// Agents MUST only send `skill` entries when the Client advertised the
/// `session.commands.skill` Client capability. Agents SHOULD advertise only
/// skills the user can invoke.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Skill {
    /// Skill name. The Client uses it to refer to the skill in a `skill` content block.
    ///
    /// MUST NOT contain whitespace and MUST be unique within the command list,
    /// across commands and skills. It need not match the `name` in the skill's
    /// frontmatter.
    pub name: String,
    /// Human-readable description of what the skill does, shown to users.
    pub description: String,
    /// The absolute path of the file that defines the skill, normally its
    /// `SKILL.md`, on the machine the Agent runs on.
    ///
    /// Omitted and `null` are equivalent and mean the skill has no such file,
    /// as with a skill that is built into the Agent or served by an MCP server.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub path: Option<AbsolutePath>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Skill {
    /// A `Skill` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>, description: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            description: description.into(),
            path: None,
            meta: None,
        }
    }
    /// Sets [`Skill::path`].
    #[must_use]
    pub fn path(mut self, value: impl Into<AbsolutePath>) -> Self {
        self.path = Some(value.into());
        self
    }
    /// Sets [`Skill::meta`].
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
    /// Array of session information objects.
    ///
    /// Agents SHOULD return the sessions with the most recent activity first.
    #[serde(deserialize_with = "defaults::list_sessions_response_sessions_lenient")]
    pub sessions: Vec<SessionInfo>,
    /// Opaque cursor token. If present, pass this in the next request's cursor parameter
    /// to fetch the next page. Omitted and `null` are equivalent and mean there are no more
    /// results. An empty string is a valid cursor, not the end of results.
    #[serde(rename = "nextCursor", default, skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<SessionListCursor>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn next_cursor(mut self, value: impl Into<SessionListCursor>) -> Self {
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
    pub cwd: AbsolutePath,
    /// Additional workspace roots reported for this session. Each path MUST be absolute.
    ///
    /// When present, this is the complete ordered additional-root list reported
    /// by the Agent. Omitted and empty values are equivalent: the response
    /// reports no additional roots.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub additional_directories: Option<Vec<AbsolutePath>>,
    /// Human-readable title for the session
    ///
    /// Omitted and `null` are equivalent and mean no title is provided.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub title: Option<String>,
    /// RFC 3339 timestamp of last activity.
    ///
    /// Omitted and `null` are equivalent and mean the last activity time is not reported.
    #[serde(
        rename = "updatedAt",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub updated_at: Option<String>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Whether the session is archived.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the archive state is not reported.
    /// Agents that advertise the `session.archive` capability MUST include it on every listed session.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub archived: Option<bool>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            session_id: session_id.into(),
            cwd: cwd.into(),
            additional_directories: None,
            title: None,
            updated_at: None,
            archived: None,
            meta: None,
        }
    }
    /// Sets [`SessionInfo::additional_directories`].
    #[must_use]
    pub fn additional_directories(
        mut self,
        value: impl Into<Vec<AbsolutePath>>,
    ) -> Self {
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
    /// Sets [`SessionInfo::archived`].
    #[must_use]
    pub fn archived(mut self, value: impl Into<bool>) -> Self {
        self.archived = Some(value.into());
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
/// An opaque cursor used to paginate `session/list` results.
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
pub struct SessionListCursor(pub String);
impl SessionListCursor {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for SessionListCursor {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for SessionListCursor {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for SessionListCursor {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for SessionListCursor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Response from deleting a session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DeleteSessionResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response from forking an existing session.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ForkSessionResponse {
    /// Unique identifier for the newly created forked session.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// Initial session configuration options.
    ///
    /// Optional. Omitted or empty means no config options are advertised.
    /// Senders MUST use an array, not `null`.
    /// Later `config_option_update` notifications replace this list.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// Initial commands the Agent can execute in this session.
    ///
    /// Optional. Omitted or empty means no initial commands are advertised.
    /// Senders MUST use an array, not `null`.
    /// Later `available_commands_update` notifications replace this list.
    #[serde(
        rename = "availableCommands",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub available_commands: Option<Vec<AvailableCommand>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ForkSessionResponse {
    /// A `ForkSessionResponse` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            config_options: None,
            available_commands: None,
            meta: None,
        }
    }
    /// Sets [`ForkSessionResponse::config_options`].
    #[must_use]
    pub fn config_options(mut self, value: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`ForkSessionResponse::available_commands`].
    #[must_use]
    pub fn available_commands(
        mut self,
        value: impl Into<Vec<AvailableCommand>>,
    ) -> Self {
        self.available_commands = Some(value.into());
        self
    }
    /// Sets [`ForkSessionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response from archiving a session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ArchiveSessionResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ArchiveSessionResponse {
    /// An `ArchiveSessionResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ArchiveSessionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response from unarchiving a session.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UnarchiveSessionResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl UnarchiveSessionResponse {
    /// An `UnarchiveSessionResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`UnarchiveSessionResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response from checking the status of a session.
///
/// The result is a snapshot. A session reported `open` may be closed or evicted before
/// the Client's next request.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionStatusResponse {
    /// Whether the Agent has the session in memory.
    ///
    /// Required. Clients MUST treat a value they do not recognize as `saved`.
    pub status: SessionStatus,
    /// The session's current foreground state, as the same snapshot the Agent sends in
    /// `state_update` notifications.
    ///
    /// Optional. Agents SHOULD include it when `status` is `open`. Omitted and `null`
    /// mean the Agent is not reporting foreground state, and Clients
    /// MUST NOT read that as `idle`. This is a snapshot, not a new transition. Clients
    /// MUST NOT count an `idle` snapshot as a new completion.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub state: Option<StateUpdate>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionStatusResponse {
    /// A `SessionStatusResponse` with the given required fields; optional ones are unset.
    pub fn new(status: impl Into<SessionStatus>) -> Self {
        Self {
            status: status.into(),
            state: None,
            meta: None,
        }
    }
    /// Sets [`SessionStatusResponse::state`].
    #[must_use]
    pub fn state(mut self, value: impl Into<StateUpdate>) -> Self {
        self.state = Some(value.into());
        self
    }
    /// Sets [`SessionStatusResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Whether the Agent has a session in memory, as reported by `session/status`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SessionStatus {
    /// The Agent has the session in memory, for any connection.
    ///
    /// This does not mean the requesting connection is attached to it. A Client that did
    /// not create or resume the session on its own connection MUST still call
    /// `session/resume` before sending `session/prompt` or expecting
    /// `session/update` notifications.
    Open,
    /// The Agent knows the session and can resume it, but does not have it in memory.
    ///
    /// The Client can call `session/resume` to start it.
    Saved,
    /// Custom or future session status.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants. Clients MUST treat a value they do not recognize as
    /// `saved`.
    Unknown(String),
}
impl SessionStatus {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Open => "open",
            Self::Saved => "saved",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Open => Some("open"),
            Self::Saved => Some("saved"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for SessionStatus {
    fn from(value: &str) -> Self {
        match value {
            "open" => Self::Open,
            "saved" => Self::Saved,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for SessionStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for SessionStatus {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for SessionStatus {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// A snapshot of the session's aggregate foreground activity.
///
/// Foreground work is the Agent's active response or workflow in the session,
/// including model processing, tool execution, and waiting for user action needed
/// to continue that work. It can start with a prompt or be Agent-initiated, for
/// example to pursue an ongoing goal or follow up on a completed background task.
/// Either way, the Agent MUST report `running` when foreground work starts,
/// or `requires_action` if it starts blocked on user action, and `idle` when it
/// ends. The Agent SHOULD include a stop reason on that idle update.
/// Agent-initiated work does not require a prompt request or a synthetic user
/// message.
///
/// `running` may precede user-message insertion, for example during a foreground
/// hook. It is not acknowledgment of insertion, and rejecting a prompt does not
/// itself end foreground work.
///
/// Background activity can continue and emit other `session/update` notifications
/// while `idle`. Those notifications, including a detached task's progress or
/// completion, do not by themselves change this state. A permission request only
/// warrants `requires_action` when foreground work is blocked on user action.
///
/// The Agent SHOULD report `requires_action` when the foreground workflow as a
/// whole cannot progress without user action, including permissions or elicitations.
/// Once reported, it MUST report `running` when progress resumes, or `idle` when
/// work ends without resuming.
/// If other foreground work can progress, the state remains `running`. Resolving
/// one of several requests does not itself change the state. Agents SHOULD ignore
/// responses for work that has already ended rather than use them to resume it.
///
/// A new session defaults to idle until a state update reports otherwise.
/// Resume MUST send a current-state snapshot after any replay and before its
/// response. The snapshot reports foreground state after resuming.
/// The response alone does not imply idle.
/// Repeated snapshots are idempotent, not additional work or completions.
/// A repeated state may carry updated information without another state transition.
/// The Agent MUST report `idle` when no foreground activity remains. Completing
/// an individual activity while other foreground work continues does not require
/// an idle boundary. Local commands use the same lifecycle even without model work.
///
/// See protocol docs: [Session States](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#session-states)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "state")]
#[non_exhaustive]
pub enum StateUpdate {
    /// Foreground work is in progress.
    #[serde(rename = "running")]
    Running(RunningStateUpdate),
    /// No foreground work is active. Background activity may continue.
    #[serde(rename = "idle")]
    Idle(IdleStateUpdate),
    /// Foreground work is blocked on user action.
    #[serde(rename = "requires_action")]
    RequiresAction(RequiresActionStateUpdate),
    /// The Agent cannot currently determine foreground activity.
    /// This replaces previously confirmed activity without ending the work or session.
    #[serde(rename = "unknown")]
    UnknownValue(UnknownStateUpdate),
    /// Custom or future session state.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Unless the Client advertised support for this state, Agents MUST still
    /// report the standard states.
    /// Clients MUST NOT treat an unrecognized state as `idle` or present the
    /// previous state as confirmed, and show a generic busy state until a known
    /// state arrives.
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
/// One piece of work running independently of the session's foreground work.
///
/// Items reference entities the Client already tracks. The Agent MUST announce each item
/// before the first snapshot that lists it, and MUST report a terminal's `exitStatus` or a
/// tool call's final status before the snapshot that removes it. Each piece of work is
/// listed once: process-backed work is listed as its terminal, and the Agent MUST NOT
/// also list a tool call whose only live work is a listed terminal.
///
/// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum BackgroundWork {
    /// A process that keeps running after its tool call returned control to the model.
    /// Live until its `terminal_update` reports `exitStatus`.
    #[serde(rename = "terminal")]
    Terminal(BackgroundTerminal),
    /// Work started by a tool call that continues without a process of its own, such as
    /// a watcher, a workflow, or a scheduled wakeup. `pending` and `paused` tool calls
    /// stay listed.
    #[serde(rename = "tool_call")]
    ToolCall(BackgroundToolCall),
    /// A detached subagent session that has anything running: its state is not `idle`, or
    /// its own `background` list is non-empty or not reported.
    #[serde(rename = "subagent")]
    Subagent(BackgroundSubagent),
    /// Custom or future background work.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// An unknown item still means background work is running, even when the Client
    /// cannot show what it is.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for BackgroundWork {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for BackgroundWork {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "terminal" | "tool_call" | "subagent")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "terminal" => {
                <BackgroundTerminal as serde::Deserialize>::deserialize(rest)
                    .map(Self::Terminal)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `terminal`: ", e),
                    ))
            }
            "tool_call" => {
                <BackgroundToolCall as serde::Deserialize>::deserialize(rest)
                    .map(Self::ToolCall)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `tool_call`: ", e),
                    ))
            }
            "subagent" => {
                <BackgroundSubagent as serde::Deserialize>::deserialize(rest)
                    .map(Self::Subagent)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `subagent`: ", e),
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
                    "terminal" => {
                        crate::generated_support::lenient::from_map::<
                            BackgroundTerminal,
                            E,
                        >(map, "type `terminal`: ")
                            .map(Self::Terminal)
                    }
                    "tool_call" => {
                        crate::generated_support::lenient::from_map::<
                            BackgroundToolCall,
                            E,
                        >(map, "type `tool_call`: ")
                            .map(Self::ToolCall)
                    }
                    "subagent" => {
                        crate::generated_support::lenient::from_map::<
                            BackgroundSubagent,
                            E,
                        >(map, "type `subagent`: ")
                            .map(Self::Subagent)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl BackgroundWork {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Terminal(_) => "terminal",
            Self::ToolCall(_) => "tool_call",
            Self::Subagent(_) => "subagent",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<BackgroundTerminal> for BackgroundWork {
    fn from(value: BackgroundTerminal) -> Self {
        Self::Terminal(value)
    }
}
impl From<BackgroundToolCall> for BackgroundWork {
    fn from(value: BackgroundToolCall) -> Self {
        Self::ToolCall(value)
    }
}
impl From<BackgroundSubagent> for BackgroundWork {
    fn from(value: BackgroundSubagent) -> Self {
        Self::Subagent(value)
    }
}
/// A listed terminal running in the background.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct BackgroundTerminal {
    /// The ID of the listed terminal.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl BackgroundTerminal {
    /// A `BackgroundTerminal` with the given required fields; optional ones are unset.
    pub fn new(terminal_id: impl Into<TerminalId>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            meta: None,
        }
    }
    /// Sets [`BackgroundTerminal::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A listed tool call whose work continues in the background.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct BackgroundToolCall {
    /// The ID of the listed tool call.
    #[serde(rename = "toolCallId")]
    pub tool_call_id: ToolCallId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl BackgroundToolCall {
    /// A `BackgroundToolCall` with the given required fields; optional ones are unset.
    pub fn new(tool_call_id: impl Into<ToolCallId>) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            meta: None,
        }
    }
    /// Sets [`BackgroundToolCall::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// A listed subagent session associated with this session through `subagent_update`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct BackgroundSubagent {
    /// The ID of the listed session.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl BackgroundSubagent {
    /// A `BackgroundSubagent` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`BackgroundSubagent::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Foreground work is in progress.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct RunningStateUpdate {
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub background: Option<Vec<BackgroundWork>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
        Self {
            background: None,
            meta: None,
        }
    }
    /// Sets [`RunningStateUpdate::background`].
    #[must_use]
    pub fn background(mut self, value: impl Into<Vec<BackgroundWork>>) -> Self {
        self.background = Some(value.into());
        self
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
/// JSON-RPC error object.
///
/// Represents an error that occurred during method execution, following the
/// JSON-RPC 2.0 error object specification with optional additional data.
///
/// See protocol docs: [JSON-RPC Error Object](https://www.jsonrpc.org/specification#error_object)
///
/// This is the runtime's [`crate::Error`], what handlers return and
/// [`crate::CallError::Peer`] carries, under this module's name.
///
/// The schema types `data` for some codes: set it with
/// `.data(ErrorData::from(..))`, read it by decoding it as an
/// [`ErrorData`] (`serde_json::from_value::<ErrorData>(data)`).
pub use crate::Error;
/// The error data as the `data` of an [`Error`].
impl From<ErrorData> for serde_json::Value {
    fn from(data: ErrorData) -> Self {
        serde_json::to_value(data).unwrap_or(serde_json::Value::Null)
    }
}
/// Predefined error codes for common JSON-RPC and ACP-specific errors.
///
/// Standard errors use the JSON-RPC 2.0 codes. ACP-specific errors use the JSON-RPC
/// server-error range (-32000 to -32099), and request cancellation uses -32800 from the
/// range LSP reserves (-32899 to -32800).
///
/// This is the runtime's [`crate::ErrorCode`], whose constants are the
/// named codes of every protocol module's schema.
pub use crate::ErrorCode;
/// Schema for the `data` field of an error: the shapes ACP defines, or any other value.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum ErrorData {
    /// An [`UnsupportedProtocolVersionErrorData`].
    UnsupportedProtocolVersion(UnsupportedProtocolVersionErrorData),
    /// A [`SessionNotFoundErrorData`].
    SessionNotFound(SessionNotFoundErrorData),
    /// Any other JSON value, as received.
    Other(serde_json::Value),
}
impl From<UnsupportedProtocolVersionErrorData> for ErrorData {
    fn from(value: UnsupportedProtocolVersionErrorData) -> Self {
        Self::UnsupportedProtocolVersion(value)
    }
}
impl From<SessionNotFoundErrorData> for ErrorData {
    fn from(value: SessionNotFoundErrorData) -> Self {
        Self::SessionNotFound(value)
    }
}
impl From<serde_json::Value> for ErrorData {
    fn from(value: serde_json::Value) -> Self {
        Self::Other(value)
    }
}
/// Data for the `-32022` (Unsupported protocol version) error.
///
/// See protocol docs: [Version Negotiation](https://agentclientprotocol.com/protocol/v2/draft/initialization#version-negotiation)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UnsupportedProtocolVersionErrorData {
    /// The protocol version the Client requested.
    pub requested: ProtocolVersion,
    /// The protocol versions the Agent supports.
    pub supported: Vec<ProtocolVersion>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl UnsupportedProtocolVersionErrorData {
    /// An `UnsupportedProtocolVersionErrorData` with the given required fields; optional ones are unset.
    pub fn new(
        requested: impl Into<ProtocolVersion>,
        supported: impl Into<Vec<ProtocolVersion>>,
    ) -> Self {
        Self {
            requested: requested.into(),
            supported: supported.into(),
            meta: None,
        }
    }
    /// Sets [`UnsupportedProtocolVersionErrorData::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Data for the `-32002` (Resource not found) error when a session-scoped request names a
/// session that does not exist or is not active.
///
/// See protocol docs: [Unknown Sessions](https://agentclientprotocol.com/protocol/v2/draft/error#unknown-sessions)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionNotFoundErrorData {
    /// The session ID from the request.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionNotFoundErrorData {
    /// A `SessionNotFoundErrorData` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`SessionNotFoundErrorData::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Details of a failure that ended active work.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ErrorStopReason {
    /// The failure, as a JSON-RPC error object.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting failure details.
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Token usage for the foreground work that just completed, not cumulative for the session.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct Usage {
    /// Sum of all token types for the completed work.
    #[serde(rename = "totalTokens")]
    pub total_tokens: u64,
    /// Input tokens for the completed work.
    #[serde(rename = "inputTokens")]
    pub input_tokens: u64,
    /// Output tokens for the completed work.
    #[serde(rename = "outputTokens")]
    pub output_tokens: u64,
    /// Thought/reasoning tokens for the completed work.
    ///
    /// Omitted and `null` are equivalent and mean the count is not reported.
    #[serde(
        rename = "thoughtTokens",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub thought_tokens: Option<u64>,
    /// Cache read tokens for the completed work.
    ///
    /// Omitted and `null` are equivalent and mean the count is not reported.
    #[serde(
        rename = "cachedReadTokens",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub cached_read_tokens: Option<u64>,
    /// Cache write tokens for the completed work.
    ///
    /// Omitted and `null` are equivalent and mean the count is not reported.
    #[serde(
        rename = "cachedWriteTokens",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub cached_write_tokens: Option<u64>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl Usage {
    /// A `Usage` with the given required fields; optional ones are unset.
    pub fn new(
        total_tokens: impl Into<u64>,
        input_tokens: impl Into<u64>,
        output_tokens: impl Into<u64>,
    ) -> Self {
        Self {
            total_tokens: total_tokens.into(),
            input_tokens: input_tokens.into(),
            output_tokens: output_tokens.into(),
            thought_tokens: None,
            cached_read_tokens: None,
            cached_write_tokens: None,
            meta: None,
        }
    }
    /// Sets [`Usage::thought_tokens`].
    #[must_use]
    pub fn thought_tokens(mut self, value: impl Into<u64>) -> Self {
        self.thought_tokens = Some(value.into());
        self
    }
    /// Sets [`Usage::cached_read_tokens`].
    #[must_use]
    pub fn cached_read_tokens(mut self, value: impl Into<u64>) -> Self {
        self.cached_read_tokens = Some(value.into());
        self
    }
    /// Sets [`Usage::cached_write_tokens`].
    #[must_use]
    pub fn cached_write_tokens(mut self, value: impl Into<u64>) -> Self {
        self.cached_write_tokens = Some(value.into());
        self
    }
    /// Sets [`Usage::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// No foreground work is active. Background activity may continue.
///
/// Agents SHOULD include a `stopReason` when the idle transition ends foreground
/// work. An idle update that does not end foreground work need not include one.
/// Receivers treat an omitted or `null` `stopReason` as the Agent not reporting one.
/// Repeated or resume snapshots may carry the last stop reason for context.
/// They MUST NOT be counted as new completions or cancellations.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct IdleStateUpdate {
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Token usage for completed foreground work.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting token
    /// usage for this state update. A repeated or resume snapshot that carries it MUST NOT
    /// be counted as additional usage.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub usage: Option<Usage>,
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub background: Option<Vec<BackgroundWork>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            usage: None,
            background: None,
            meta: None,
            kind: kind.into(),
        }
    }
    /// Sets [`IdleStateUpdate::usage`].
    #[must_use]
    pub fn usage(mut self, value: impl Into<Usage>) -> Self {
        self.usage = Some(value.into());
        self
    }
    /// Sets [`IdleStateUpdate::background`].
    #[must_use]
    pub fn background(mut self, value: impl Into<Vec<BackgroundWork>>) -> Self {
        self.background = Some(value.into());
        self
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
    /// The active work ended successfully.
    /// Includes locally handled commands that required no model call.
    #[serde(rename = "end_turn")]
    EndTurn,
    /// The active work ended because the Agent reached the maximum number of tokens.
    #[serde(rename = "max_tokens")]
    MaxTokens,
    /// The active work ended because the Agent reached the maximum number of
    /// model requests for the foreground work.
    #[serde(rename = "max_turn_requests")]
    MaxTurnRequests,
    /// The active work ended because the Agent refused to continue.
    #[serde(rename = "refusal")]
    Refusal,
    /// The user or Client chose to stop the work: via `session/cancel`, by
    /// closing the session, or through an interaction the Agent offers, such
    /// as a permission option that tells the Agent to stop. A child session
    /// also reports this reason when its parent cancels its work. Other work
    /// the Agent stops for its own reasons uses another reason, such as
    /// `error` for an internal timeout.
    ///
    /// Agents MUST report this stop reason on an idle `state_update` when
    /// cancellation ends active foreground work, even if aborting causes
    /// exceptions. Agents MUST catch these errors and report `cancelled`, not
    /// `error`.
    #[serde(rename = "cancelled")]
    Cancelled,
    /// The active work ended because something failed.
    ///
    /// This includes pre-insertion foreground work. A prompt failure before
    /// insertion also requires an error response to `session/prompt`. After
    /// insertion, the prompt's response remains successful.
    #[serde(rename = "error")]
    Error(ErrorStopReason),
    /// No stop reason: `stopReason` is omitted or `null`.
    #[serde(untagged)]
    None,
    /// Custom or future stop reason.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
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
/// The foreground workflow as a whole is blocked on user action.
///
/// Agents SHOULD report this state when foreground work cannot progress without
/// user action. Pending permissions or elicitations alone do not imply this
/// state if other foreground work can progress, or if the requests belong only
/// to independent background activity. Once reported, Agents MUST report
/// `running` when progress resumes, or `idle` if the work ends without resuming.
/// Responding to one request does not itself imply `running`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct RequiresActionStateUpdate {
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub background: Option<Vec<BackgroundWork>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
        Self {
            background: None,
            meta: None,
        }
    }
    /// Sets [`RequiresActionStateUpdate::background`].
    #[must_use]
    pub fn background(mut self, value: impl Into<Vec<BackgroundWork>>) -> Self {
        self.background = Some(value.into());
        self
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
/// The Agent MUST report this when it can no longer observe the session's
/// foreground work. Silence alone is not lost observability. The Client MUST
/// stop presenting the previous state as confirmed current activity, but MAY
/// retain it as last known. A later state replaces this snapshot normally.
///
/// This is not a task outcome or session closure. It does not cancel work, resolve
/// pending requests, or revoke capabilities. If a control is no longer available,
/// the Agent updates the capabilities explicitly. Unfinished tool calls and
/// terminals stay as last reported. The Agent MUST NOT invent a final status
/// for them, and Clients MUST NOT present them as confirmed live activity.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UnknownStateUpdate {
    /// Work running independently of foreground work, as a complete snapshot.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent is not reporting
    /// background work, not that nothing is running. `[]` means no background work is
    /// running. An Agent that reports background work MUST include it on every state
    /// update for the session.
    ///
    /// See protocol docs: [Background Work](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work)
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub background: Option<Vec<BackgroundWork>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
        Self {
            background: None,
            meta: None,
        }
    }
    /// Sets [`UnknownStateUpdate::background`].
    #[must_use]
    pub fn background(mut self, value: impl Into<Vec<BackgroundWork>>) -> Self {
        self.background = Some(value.into());
        self
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response from `session/options`.
///
/// The result is a snapshot. The options a session actually starts with are the ones in
/// the session setup response.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionOptionsResponse {
    /// The config options the session would start with, with the same rules as on
    /// `NewSessionResponse`.
    ///
    /// Optional. Omitted or empty means no config options are advertised.
    /// Senders MUST use an array, not `null`.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// Commands the Agent knows the session would have.
    ///
    /// Optional. Omitted or empty means no commands are advertised.
    /// Senders MUST use an array, not `null`.
    ///
    /// Advisory. Agents MAY return a partial list. Clients MUST use the commands from the
    /// `session/new` or `session/resume` response and later `available_commands_update`
    /// notifications for the session itself.
    #[serde(
        rename = "availableCommands",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub available_commands: Option<Vec<AvailableCommand>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionOptionsResponse {
    /// A `SessionOptionsResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            config_options: None,
            available_commands: None,
            meta: None,
        }
    }
    /// Sets [`SessionOptionsResponse::config_options`].
    #[must_use]
    pub fn config_options(mut self, value: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`SessionOptionsResponse::available_commands`].
    #[must_use]
    pub fn available_commands(
        mut self,
        value: impl Into<Vec<AvailableCommand>>,
    ) -> Self {
        self.available_commands = Some(value.into());
        self
    }
    /// Sets [`SessionOptionsResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response from setting the title of a session.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetSessionTitleResponse {
    /// The title the Agent stored.
    ///
    /// This differs from the requested title if the Agent normalized it. Clients SHOULD
    /// display this value rather than the one they sent.
    pub title: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SetSessionTitleResponse {
    /// A `SetSessionTitleResponse` with the given required fields; optional ones are unset.
    pub fn new(title: impl Into<String>) -> Self {
        Self {
            title: title.into(),
            meta: None,
        }
    }
    /// Sets [`SetSessionTitleResponse::meta`].
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
///
/// The Agent MUST send a current `state_update` after any requested history
/// replay and before this response, even without replay. The update reports
/// foreground state after resuming. The response alone does not imply `idle`.
///
/// See protocol docs: [Current-State Synchronization](https://agentclientprotocol.com/protocol/v2/draft/session-setup#current-state-synchronization)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ResumeSessionResponse {
    /// Current session configuration options.
    ///
    /// Optional. Omitted or empty means no config options are advertised.
    /// Senders MUST use an array, not `null`.
    /// Later `config_option_update` notifications replace this list.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub config_options: Option<Vec<SessionConfigOption>>,
    /// Current commands the Agent can execute in this session.
    ///
    /// Optional. Omitted or empty means no initial commands are advertised.
    /// Senders MUST use an array, not `null`.
    /// Later `available_commands_update` notifications replace this list.
    #[serde(
        rename = "availableCommands",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub available_commands: Option<Vec<AvailableCommand>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            config_options: None,
            available_commands: None,
            meta: None,
        }
    }
    /// Sets [`ResumeSessionResponse::config_options`].
    #[must_use]
    pub fn config_options(mut self, value: impl Into<Vec<SessionConfigOption>>) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionResponse::available_commands`].
    #[must_use]
    pub fn available_commands(
        mut self,
        value: impl Into<Vec<AvailableCommand>>,
    ) -> Self {
        self.available_commands = Some(value.into());
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Response from cancelling a tool call.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelToolCallResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CancelToolCallResponse {
    /// A `CancelToolCallResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`CancelToolCallResponse::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Response from cancelling a terminal.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelTerminalResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CancelTerminalResponse {
    /// A `CancelTerminalResponse` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`CancelTerminalResponse::meta`].
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Response acknowledging that a user prompt was inserted into the ACP conversation.
///
/// This response does not indicate that the prompt was merely received or held, nor that the
/// Agent has finished processing it.
/// Processing and completion are reported through `state_update` session updates.
///
/// Insertion is the logical addition of a user message with a message ID and a position
/// relative to other messages in the ACP conversation.
///
/// See protocol docs: [Prompt Accepted](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#2-prompt-accepted)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptResponse {
    /// Identifies the user message inserted into the ACP conversation.
    ///
    /// Required and non-null. Omission and explicit `null` are both invalid.
    ///
    /// The corresponding user-message session update carries this same identifier and may arrive
    /// before or after this response. Agents MUST echo the message during the live session, but are
    /// not required to retain it. If retained and replayed, the message keeps this identifier.
    #[serde(rename = "messageId")]
    pub message_id: MessageId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
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
/// Identifier for a message, unique among messages of the same type within a session.
///
/// Each message type, such as user messages, Agent messages, and Agent thoughts,
/// has its own ID space: messages of different types may share an ID and remain
/// distinct messages.
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
/// Allows for sending an arbitrary response to an extension request that is not part of the ACP spec.
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
pub type ExtResponse = serde_json::Value;
/// Notification containing a session update from the Agent.
///
/// Agents can send session updates at any point while the session exists.
///
/// See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#3-agent-reports-output)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UpdateSessionNotification {
    /// The ID of the session this update pertains to.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The actual update content.
    pub update: SessionUpdate,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl UpdateSessionNotification {
    /// An `UpdateSessionNotification` with the given required fields; optional ones are unset.
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
    /// Sets [`UpdateSessionNotification::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Different types of updates that can be sent while a session exists.
///
/// These updates report messages, progress, and other session activity.
///
/// See protocol docs: [Agent Reports Output](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#3-agent-reports-output)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "sessionUpdate")]
#[non_exhaustive]
pub enum SessionUpdate {
    /// A chunk of the user's message being streamed.
    #[serde(rename = "user_message_chunk")]
    UserMessageChunk(ContentChunk),
    /// A user message has been created or updated.
    ///
    /// Agents can send this when they accept or replay a user message. When a
    /// Client receives another `user_message` update with the same `messageId`,
    /// fields in the new update patch the previous fields for that message.
    #[serde(rename = "user_message")]
    UserMessage(UserMessage),
    /// A chunk of the Agent's response being streamed.
    #[serde(rename = "agent_message_chunk")]
    AgentMessageChunk(ContentChunk),
    /// An Agent message has been created or updated.
    ///
    /// Agents can send this in addition to streamed chunks. When a Client
    /// receives another `agent_message` update with the same `messageId`,
    /// fields in the new update patch the previous fields for that message.
    #[serde(rename = "agent_message")]
    AgentMessage(AgentMessage),
    /// A chunk of the Agent's internal reasoning being streamed.
    #[serde(rename = "agent_thought_chunk")]
    AgentThoughtChunk(ContentChunk),
    /// An Agent thought or reasoning message has been created or updated.
    ///
    /// Agents can send this in addition to streamed chunks. When a Client
    /// receives another `agent_thought` update with the same `messageId`,
    /// fields in the new update patch the previous fields for that message.
    #[serde(rename = "agent_thought")]
    AgentThought(AgentThought),
    /// A snapshot of the session's aggregate foreground activity.
    #[serde(rename = "state_update")]
    StateUpdate(StateUpdate),
    /// A chunk of tool-call content being streamed.
    #[serde(rename = "tool_call_content_chunk")]
    ToolCallContentChunk(ToolCallContentChunk),
    /// A tool call has been created or updated.
    #[serde(rename = "tool_call_update")]
    ToolCallUpdate(ToolCallUpdate),
    /// An Agent-owned terminal has been created or updated.
    #[serde(rename = "terminal_update")]
    TerminalUpdate(TerminalUpdate),
    /// A chunk of bytes appended to an Agent-owned terminal's output.
    #[serde(rename = "terminal_output_chunk")]
    TerminalOutputChunk(TerminalOutputChunk),
    /// A content update for a plan identified by ID.
    /// See protocol docs: [Agent Plan](https://agentclientprotocol.com/protocol/v2/draft/agent-plan)
    #[serde(rename = "plan_update")]
    PlanUpdate(PlanUpdate),
    /// Removal notice for a plan identified by ID.
    #[serde(rename = "plan_removed")]
    PlanRemoved(PlanRemoved),
    /// Available commands are ready or have changed
    #[serde(rename = "available_commands_update")]
    AvailableCommandsUpdate(AvailableCommandsUpdate),
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
    /// No Client capability is required. Clients that do not understand or
    /// present notices MAY ignore them.
    #[serde(rename = "notice")]
    Notice(Notice),
    /// A context compaction has been created or updated.
    #[serde(rename = "compaction_update")]
    CompactionUpdate(CompactionUpdate),
    /// A content block appended to a context compaction's retained summary.
    #[serde(rename = "compaction_summary_chunk")]
    CompactionSummaryChunk(CompactionSummaryChunk),
    /// The history replay requested by `session/resume` is complete for this session.
    ///
    /// Every update for the session between the `session/resume` request and
    /// this update is replayed history. Every update after it is not.
    #[serde(rename = "replay_complete")]
    ReplayComplete(ReplayComplete),
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Replaces the session's current list of prompt suggestions.
    ///
    /// Agents MUST only send this update when the Client advertised
    /// the `session.promptSuggestions` Client capability.
    #[serde(rename = "prompt_suggestions_update")]
    PromptSuggestionsUpdate(PromptSuggestionsUpdate),
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// A session cursor has been announced or its capabilities have changed.
    ///
    /// No Client capability is required. Clients that do not understand
    /// cursors may ignore this update.
    #[serde(rename = "cursor_update")]
    CursorUpdate(CursorUpdate),
    /// Announces a child session created and owned by this session, or updates
    /// that ownership association's metadata.
    #[serde(rename = "subagent_update")]
    SubagentUpdate(SubagentUpdate),
    /// A message upsert observed in this session's transcript, sent to or
    /// received from another session.
    #[serde(rename = "session_message")]
    SessionMessage(SessionMessage),
    /// One content block appended to a sent or received session message.
    #[serde(rename = "session_message_chunk")]
    SessionMessageChunk(SessionMessageChunk),
    /// Custom or future session update.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Receivers that do not understand this update type SHOULD preserve the
    /// raw payload when storing, replaying, proxying, or forwarding session
    /// history, and otherwise ignore it or display it generically.
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
            tag, "user_message_chunk" | "user_message" | "agent_message_chunk" |
            "agent_message" | "agent_thought_chunk" | "agent_thought" | "state_update" |
            "tool_call_content_chunk" | "tool_call_update" | "terminal_update" |
            "terminal_output_chunk" | "plan_update" | "plan_removed" |
            "available_commands_update" | "config_option_update" | "session_info_update"
            | "usage_update" | "notice" | "compaction_update" |
            "compaction_summary_chunk" | "replay_complete" | "prompt_suggestions_update"
            | "cursor_update" | "subagent_update" | "session_message" |
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
            "user_message" => {
                <UserMessage as serde::Deserialize>::deserialize(rest)
                    .map(Self::UserMessage)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `user_message`: ", e),
                    ))
            }
            "agent_message_chunk" => {
                <ContentChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::AgentMessageChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `agent_message_chunk`: ", e),
                    ))
            }
            "agent_message" => {
                <AgentMessage as serde::Deserialize>::deserialize(rest)
                    .map(Self::AgentMessage)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `agent_message`: ", e),
                    ))
            }
            "agent_thought_chunk" => {
                <ContentChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::AgentThoughtChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `agent_thought_chunk`: ", e),
                    ))
            }
            "agent_thought" => {
                <AgentThought as serde::Deserialize>::deserialize(rest)
                    .map(Self::AgentThought)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `agent_thought`: ", e),
                    ))
            }
            "state_update" => {
                <StateUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::StateUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `state_update`: ", e),
                    ))
            }
            "tool_call_content_chunk" => {
                <ToolCallContentChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::ToolCallContentChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!(
                            "{}{}", "sessionUpdate `tool_call_content_chunk`: ", e
                        ),
                    ))
            }
            "tool_call_update" => {
                <ToolCallUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::ToolCallUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `tool_call_update`: ", e),
                    ))
            }
            "terminal_update" => {
                <TerminalUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::TerminalUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `terminal_update`: ", e),
                    ))
            }
            "terminal_output_chunk" => {
                <TerminalOutputChunk as serde::Deserialize>::deserialize(rest)
                    .map(Self::TerminalOutputChunk)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!(
                            "{}{}", "sessionUpdate `terminal_output_chunk`: ", e
                        ),
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
            "replay_complete" => {
                <ReplayComplete as serde::Deserialize>::deserialize(rest)
                    .map(Self::ReplayComplete)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `replay_complete`: ", e),
                    ))
            }
            "prompt_suggestions_update" => {
                <PromptSuggestionsUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::PromptSuggestionsUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!(
                            "{}{}", "sessionUpdate `prompt_suggestions_update`: ", e
                        ),
                    ))
            }
            "cursor_update" => {
                <CursorUpdate as serde::Deserialize>::deserialize(rest)
                    .map(Self::CursorUpdate)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "sessionUpdate `cursor_update`: ", e),
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
                    "user_message" => {
                        crate::generated_support::lenient::from_map::<
                            UserMessage,
                            E,
                        >(map, "sessionUpdate `user_message`: ")
                            .map(Self::UserMessage)
                    }
                    "agent_message_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            ContentChunk,
                            E,
                        >(map, "sessionUpdate `agent_message_chunk`: ")
                            .map(Self::AgentMessageChunk)
                    }
                    "agent_message" => {
                        crate::generated_support::lenient::from_map::<
                            AgentMessage,
                            E,
                        >(map, "sessionUpdate `agent_message`: ")
                            .map(Self::AgentMessage)
                    }
                    "agent_thought_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            ContentChunk,
                            E,
                        >(map, "sessionUpdate `agent_thought_chunk`: ")
                            .map(Self::AgentThoughtChunk)
                    }
                    "agent_thought" => {
                        crate::generated_support::lenient::from_map::<
                            AgentThought,
                            E,
                        >(map, "sessionUpdate `agent_thought`: ")
                            .map(Self::AgentThought)
                    }
                    "state_update" => {
                        crate::generated_support::lenient::from_map::<
                            StateUpdate,
                            E,
                        >(map, "sessionUpdate `state_update`: ")
                            .map(Self::StateUpdate)
                    }
                    "tool_call_content_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            ToolCallContentChunk,
                            E,
                        >(map, "sessionUpdate `tool_call_content_chunk`: ")
                            .map(Self::ToolCallContentChunk)
                    }
                    "tool_call_update" => {
                        crate::generated_support::lenient::from_map::<
                            ToolCallUpdate,
                            E,
                        >(map, "sessionUpdate `tool_call_update`: ")
                            .map(Self::ToolCallUpdate)
                    }
                    "terminal_update" => {
                        crate::generated_support::lenient::from_map::<
                            TerminalUpdate,
                            E,
                        >(map, "sessionUpdate `terminal_update`: ")
                            .map(Self::TerminalUpdate)
                    }
                    "terminal_output_chunk" => {
                        crate::generated_support::lenient::from_map::<
                            TerminalOutputChunk,
                            E,
                        >(map, "sessionUpdate `terminal_output_chunk`: ")
                            .map(Self::TerminalOutputChunk)
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
                    "replay_complete" => {
                        crate::generated_support::lenient::from_map::<
                            ReplayComplete,
                            E,
                        >(map, "sessionUpdate `replay_complete`: ")
                            .map(Self::ReplayComplete)
                    }
                    "prompt_suggestions_update" => {
                        crate::generated_support::lenient::from_map::<
                            PromptSuggestionsUpdate,
                            E,
                        >(map, "sessionUpdate `prompt_suggestions_update`: ")
                            .map(Self::PromptSuggestionsUpdate)
                    }
                    "cursor_update" => {
                        crate::generated_support::lenient::from_map::<
                            CursorUpdate,
                            E,
                        >(map, "sessionUpdate `cursor_update`: ")
                            .map(Self::CursorUpdate)
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
            Self::UserMessage(_) => "user_message",
            Self::AgentMessageChunk(_) => "agent_message_chunk",
            Self::AgentMessage(_) => "agent_message",
            Self::AgentThoughtChunk(_) => "agent_thought_chunk",
            Self::AgentThought(_) => "agent_thought",
            Self::StateUpdate(_) => "state_update",
            Self::ToolCallContentChunk(_) => "tool_call_content_chunk",
            Self::ToolCallUpdate(_) => "tool_call_update",
            Self::TerminalUpdate(_) => "terminal_update",
            Self::TerminalOutputChunk(_) => "terminal_output_chunk",
            Self::PlanUpdate(_) => "plan_update",
            Self::PlanRemoved(_) => "plan_removed",
            Self::AvailableCommandsUpdate(_) => "available_commands_update",
            Self::ConfigOptionUpdate(_) => "config_option_update",
            Self::SessionInfoUpdate(_) => "session_info_update",
            Self::UsageUpdate(_) => "usage_update",
            Self::Notice(_) => "notice",
            Self::CompactionUpdate(_) => "compaction_update",
            Self::CompactionSummaryChunk(_) => "compaction_summary_chunk",
            Self::ReplayComplete(_) => "replay_complete",
            Self::PromptSuggestionsUpdate(_) => "prompt_suggestions_update",
            Self::CursorUpdate(_) => "cursor_update",
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
impl From<UserMessage> for SessionUpdate {
    fn from(value: UserMessage) -> Self {
        Self::UserMessage(value)
    }
}
impl From<AgentMessage> for SessionUpdate {
    fn from(value: AgentMessage) -> Self {
        Self::AgentMessage(value)
    }
}
impl From<AgentThought> for SessionUpdate {
    fn from(value: AgentThought) -> Self {
        Self::AgentThought(value)
    }
}
impl From<StateUpdate> for SessionUpdate {
    fn from(value: StateUpdate) -> Self {
        Self::StateUpdate(value)
    }
}
impl From<ToolCallContentChunk> for SessionUpdate {
    fn from(value: ToolCallContentChunk) -> Self {
        Self::ToolCallContentChunk(value)
    }
}
impl From<ToolCallUpdate> for SessionUpdate {
    fn from(value: ToolCallUpdate) -> Self {
        Self::ToolCallUpdate(value)
    }
}
impl From<TerminalUpdate> for SessionUpdate {
    fn from(value: TerminalUpdate) -> Self {
        Self::TerminalUpdate(value)
    }
}
impl From<TerminalOutputChunk> for SessionUpdate {
    fn from(value: TerminalOutputChunk) -> Self {
        Self::TerminalOutputChunk(value)
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
impl From<ReplayComplete> for SessionUpdate {
    fn from(value: ReplayComplete) -> Self {
        Self::ReplayComplete(value)
    }
}
impl From<PromptSuggestionsUpdate> for SessionUpdate {
    fn from(value: PromptSuggestionsUpdate) -> Self {
        Self::PromptSuggestionsUpdate(value)
    }
}
impl From<CursorUpdate> for SessionUpdate {
    fn from(value: CursorUpdate) -> Self {
        Self::CursorUpdate(value)
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
/// A streamed item of message content.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ContentChunk {
    /// A unique identifier for the message this chunk belongs to.
    ///
    /// All chunks belonging to the same message share the same `messageId`.
    /// Chunks for different messages can interleave.
    #[serde(rename = "messageId")]
    pub message_id: MessageId,
    /// A single item of content
    pub content: ContentBlock,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// A user message upsert.
///
/// Only `messageId` is required. `content` has patch semantics:
/// an omitted field leaves existing message content unchanged, `null` clears the
/// value, and a concrete array replaces the previous value. For a new
/// `messageId`, omitted `content` starts empty. `content` is replaced as a
/// whole array. Send `[]` or `null` to clear it.
///
/// Message updates and chunks are applied in the order they are received. When
/// a `user_message` update includes `content`, that array replaces any content
/// previously accumulated for the message, including content from earlier
/// chunks. Later chunks with the same `messageId` append to the current
/// content.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UserMessage {
    /// A unique identifier for the message.
    #[serde(rename = "messageId")]
    pub message_id: MessageId,
    /// Complete replacement content for this message.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_items_or_none"
    )]
    pub content: Option<Option<Vec<ContentBlock>>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
impl UserMessage {
    /// A `UserMessage` with the given required fields; optional ones are unset.
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
            content: None,
            meta: None,
        }
    }
    /// Sets [`UserMessage::content`].
    #[must_use]
    pub fn content(mut self, value: impl Into<Vec<ContentBlock>>) -> Self {
        self.content = Some(Some(value.into()));
        self
    }
    /// Sets [`UserMessage::content`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_content(mut self) -> Self {
        self.content = Some(None);
        self
    }
    /// Sets [`UserMessage::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`UserMessage::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
        self
    }
}
/// An Agent message upsert.
///
/// Only `messageId` is required. `content` has patch semantics:
/// an omitted field leaves existing message content unchanged, `null` clears the
/// value, and a concrete array replaces the previous value. For a new
/// `messageId`, omitted `content` starts empty. `content` is replaced as a
/// whole array. Send `[]` or `null` to clear it.
///
/// Message updates and chunks are applied in the order they are received. When
/// an `agent_message` update includes `content`, that array replaces any
/// content previously accumulated for the message, including content from
/// earlier chunks. Later chunks with the same `messageId` append to the current
/// content.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AgentMessage {
    /// A unique identifier for the message.
    #[serde(rename = "messageId")]
    pub message_id: MessageId,
    /// Complete replacement content for this message.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_items_or_none"
    )]
    pub content: Option<Option<Vec<ContentBlock>>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
impl AgentMessage {
    /// An `AgentMessage` with the given required fields; optional ones are unset.
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
            content: None,
            meta: None,
        }
    }
    /// Sets [`AgentMessage::content`].
    #[must_use]
    pub fn content(mut self, value: impl Into<Vec<ContentBlock>>) -> Self {
        self.content = Some(Some(value.into()));
        self
    }
    /// Sets [`AgentMessage::content`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_content(mut self) -> Self {
        self.content = Some(None);
        self
    }
    /// Sets [`AgentMessage::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`AgentMessage::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
        self
    }
}
/// An Agent thought or reasoning message upsert.
///
/// Only `messageId` is required. `content` has patch semantics:
/// an omitted field leaves existing thought content unchanged, `null` clears the
/// value, and a concrete array replaces the previous value. For a new
/// `messageId`, omitted `content` starts empty. `content` is replaced as a
/// whole array. Send `[]` or `null` to clear it.
///
/// Message updates and chunks are applied in the order they are received. When
/// an `agent_thought` update includes `content`, that array replaces any
/// content previously accumulated for the thought, including content from
/// earlier chunks. Later chunks with the same `messageId` append to the current
/// content.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AgentThought {
    /// A unique identifier for the thought message.
    #[serde(rename = "messageId")]
    pub message_id: MessageId,
    /// Complete replacement content for this thought message.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_items_or_none"
    )]
    pub content: Option<Option<Vec<ContentBlock>>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
impl AgentThought {
    /// An `AgentThought` with the given required fields; optional ones are unset.
    pub fn new(message_id: impl Into<MessageId>) -> Self {
        Self {
            message_id: message_id.into(),
            content: None,
            meta: None,
        }
    }
    /// Sets [`AgentThought::content`].
    #[must_use]
    pub fn content(mut self, value: impl Into<Vec<ContentBlock>>) -> Self {
        self.content = Some(Some(value.into()));
        self
    }
    /// Sets [`AgentThought::content`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_content(mut self) -> Self {
        self.content = Some(None);
        self
    }
    /// Sets [`AgentThought::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`AgentThought::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
        self
    }
}
/// A streamed item of tool-call content.
///
/// Tool-call content chunks append one `ToolCallContent` item to the current
/// content for the matching `toolCallId`. Agents can send a `tool_call_update`
/// with `content` when they need to replace the whole content collection
/// instead.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ToolCallContentChunk {
    /// The ID of the tool call this content belongs to.
    #[serde(rename = "toolCallId")]
    pub tool_call_id: ToolCallId,
    /// A single item of content produced by the tool call.
    pub content: ToolCallContent,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ToolCallContentChunk {
    /// A `ToolCallContentChunk` with the given required fields; optional ones are unset.
    pub fn new(
        tool_call_id: impl Into<ToolCallId>,
        content: impl Into<ToolCallContent>,
    ) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            content: content.into(),
            meta: None,
        }
    }
    /// Sets [`ToolCallContentChunk::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// An authoritative replacement snapshot of terminal output bytes.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalOutput {
    /// Base64-encoded replacement terminal output bytes.
    pub data: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalOutput {
    /// A `TerminalOutput` with the given required fields; optional ones are unset.
    pub fn new(data: impl Into<String>) -> Self {
        Self {
            data: data.into(),
            meta: None,
        }
    }
    /// Sets [`TerminalOutput::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Exit information for an Agent-owned terminal.
///
/// The presence of this object marks the terminal as exited, even when neither
/// an exit code nor a signal is known.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalExitStatus {
    /// Process exit code as the platform reports it, when known. Negative values are
    /// allowed, for example signed Windows exit codes. Omitted and `null` are equivalent.
    #[serde(
        rename = "exitCode",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub exit_code: Option<i64>,
    /// Signal that terminated the process, when known.
    ///
    /// Agents SHOULD use the conventional platform signal name. POSIX examples
    /// include `SIGTERM`, `SIGKILL`, and `SIGINT`. Other platforms may use a
    /// platform-specific name. Omitted and `null` are equivalent.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::string_or_none"
    )]
    pub signal: Option<String>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn exit_code(mut self, value: impl Into<i64>) -> Self {
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
/// The size of an Agent-owned terminal in character cells.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalSize {
    /// Number of columns. At least 1.
    pub cols: u16,
    /// Number of rows. At least 1.
    pub rows: u16,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalSize {
    /// A `TerminalSize` with the given required fields; optional ones are unset.
    pub fn new(cols: impl Into<u16>, rows: impl Into<u16>) -> Self {
        Self {
            cols: cols.into(),
            rows: rows.into(),
            meta: None,
        }
    }
    /// Sets [`TerminalSize::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Client-initiated controls a terminal currently supports.
///
/// See protocol docs: [Cancelling Terminals](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-terminals)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalCapabilities {
    /// Permits the Client to cancel this terminal with `terminal/cancel`.
    ///
    /// Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    /// means supported. Agents SHOULD stop advertising it once the terminal reports `exitStatus`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub cancel: Option<TerminalCancelCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalCapabilities {
    /// A `TerminalCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { cancel: None, meta: None }
    }
    /// Sets [`TerminalCapabilities::cancel`].
    #[must_use]
    pub fn cancel(mut self, value: impl Into<TerminalCancelCapabilities>) -> Self {
        self.cancel = Some(value.into());
        self
    }
    /// Sets [`TerminalCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capability to cancel a terminal with `terminal/cancel`.
///
/// Supplying `{}` advertises support. An omitted or `null` `cancel` does not.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalCancelCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalCancelCapabilities {
    /// A `TerminalCancelCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`TerminalCancelCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// An upsert for the stored state of an Agent-owned terminal.
///
/// Only `terminalId` is required. Other fields have patch
/// semantics: omitted fields leave the stored value unchanged, `null` clears
/// it, and concrete values replace it. A concrete `_meta` object instead
/// patches the stored metadata by top-level key. When the terminal ID is new,
/// omitted fields start unknown.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalUpdate {
    /// Unique identifier for this terminal within the session.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The command being run.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub command: Option<Option<String>>,
    /// The absolute working directory of the command.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub cwd: Option<Option<AbsolutePath>>,
    /// An authoritative replacement snapshot of terminal output bytes.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub output: Option<Option<TerminalOutput>>,
    /// Exit information. A concrete object marks the terminal as exited.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "exitStatus",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub exit_status: Option<Option<TerminalExitStatus>>,
    /// The terminal size the command runs with, when known.
    ///
    /// Clients can render output at this size so that column layouts, progress bars,
    /// and cursor-positioned output display as the program wrote them.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub size: Option<Option<TerminalSize>>,
    /// Client-initiated controls this terminal currently supports, such as cancellation.
    ///
    /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    /// the whole previous value. A new terminal starts with none.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub capabilities: Option<Option<TerminalCapabilities>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
impl TerminalUpdate {
    /// A `TerminalUpdate` with the given required fields; optional ones are unset.
    pub fn new(terminal_id: impl Into<TerminalId>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            command: None,
            cwd: None,
            output: None,
            exit_status: None,
            size: None,
            capabilities: None,
            meta: None,
        }
    }
    /// Sets [`TerminalUpdate::command`].
    #[must_use]
    pub fn command(mut self, value: impl Into<String>) -> Self {
        self.command = Some(Some(value.into()));
        self
    }
    /// Sets [`TerminalUpdate::command`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_command(mut self) -> Self {
        self.command = Some(None);
        self
    }
    /// Sets [`TerminalUpdate::cwd`].
    #[must_use]
    pub fn cwd(mut self, value: impl Into<AbsolutePath>) -> Self {
        self.cwd = Some(Some(value.into()));
        self
    }
    /// Sets [`TerminalUpdate::cwd`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_cwd(mut self) -> Self {
        self.cwd = Some(None);
        self
    }
    /// Sets [`TerminalUpdate::output`].
    #[must_use]
    pub fn output(mut self, value: impl Into<TerminalOutput>) -> Self {
        self.output = Some(Some(value.into()));
        self
    }
    /// Sets [`TerminalUpdate::output`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_output(mut self) -> Self {
        self.output = Some(None);
        self
    }
    /// Sets [`TerminalUpdate::exit_status`].
    #[must_use]
    pub fn exit_status(mut self, value: impl Into<TerminalExitStatus>) -> Self {
        self.exit_status = Some(Some(value.into()));
        self
    }
    /// Sets [`TerminalUpdate::exit_status`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_exit_status(mut self) -> Self {
        self.exit_status = Some(None);
        self
    }
    /// Sets [`TerminalUpdate::size`].
    #[must_use]
    pub fn size(mut self, value: impl Into<TerminalSize>) -> Self {
        self.size = Some(Some(value.into()));
        self
    }
    /// Sets [`TerminalUpdate::size`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_size(mut self) -> Self {
        self.size = Some(None);
        self
    }
    /// Sets [`TerminalUpdate::capabilities`].
    #[must_use]
    pub fn capabilities(mut self, value: impl Into<TerminalCapabilities>) -> Self {
        self.capabilities = Some(Some(value.into()));
        self
    }
    /// Sets [`TerminalUpdate::capabilities`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_capabilities(mut self) -> Self {
        self.capabilities = Some(None);
        self
    }
    /// Sets [`TerminalUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`TerminalUpdate::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
        self
    }
}
/// A chunk of bytes appended to an Agent-owned terminal's output.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalOutputChunk {
    /// The terminal receiving these bytes.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// Independently base64-encoded terminal output bytes.
    pub data: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalOutputChunk {
    /// A `TerminalOutputChunk` with the given required fields; optional ones are unset.
    pub fn new(terminal_id: impl Into<TerminalId>, data: impl Into<String>) -> Self {
        Self {
            terminal_id: terminal_id.into(),
            data: data.into(),
            meta: None,
        }
    }
    /// Sets [`TerminalOutputChunk::meta`].
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
    /// Custom or future plan update content.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Receivers that do not understand this content type SHOULD preserve the
    /// raw payload when storing, replaying, proxying, or forwarding plans, and
    /// otherwise ignore it or display it generically. It still replaces any earlier
    /// content for the same `planId`.
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
                    _ => {
                        for field in ["planId"] {
                            if !map.contains_key(field) {
                                return Err(serde::de::Error::missing_field(field));
                            }
                        }
                        Ok(Self::Unknown(map))
                    }
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
/// A single entry in the execution plan.
///
/// Represents a task or goal that the assistant intends to accomplish
/// as part of fulfilling the user's request.
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PlanEntry {
    /// Human-readable description of what this task aims to accomplish.
    /// May contain Markdown.
    pub content: String,
    /// The relative importance of this task.
    /// Used to indicate which tasks are most critical to the overall goal.
    pub priority: PlanEntryPriority,
    /// Current execution status of this task.
    pub status: PlanEntryStatus,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries)
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PlanEntryPriority {
    /// High priority task. Critical to the overall goal.
    High,
    /// Medium priority task. Important but not critical.
    Medium,
    /// Low priority task. Nice to have but not essential.
    Low,
    /// Custom or future plan entry priority.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
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
/// See protocol docs: [Plan Entries](https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries)
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PlanEntryStatus {
    /// The task has not started yet.
    Pending,
    /// The task is currently being worked on.
    InProgress,
    /// The task has been successfully completed.
    Completed,
    /// The task was cancelled before it completed.
    Cancelled,
    /// Custom or future plan entry status.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl PlanEntryStatus {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Pending => "pending",
            Self::InProgress => "in_progress",
            Self::Completed => "completed",
            Self::Cancelled => "cancelled",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Pending => Some("pending"),
            Self::InProgress => Some("in_progress"),
            Self::Completed => Some("completed"),
            Self::Cancelled => Some("cancelled"),
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
            "cancelled" => Self::Cancelled,
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub path: Option<AbsolutePath>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn path(mut self, value: impl Into<AbsolutePath>) -> Self {
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Available commands are ready or have changed
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AvailableCommandsUpdate {
    /// Commands the Agent can execute.
    #[serde(
        rename = "availableCommands",
        deserialize_with = "defaults::available_commands_update_available_commands_lenient"
    )]
    pub available_commands: Vec<AvailableCommand>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
///
/// Omitted fields leave the existing session info unchanged. `null` clears the
/// corresponding value. A concrete `_meta` object patches the stored metadata by
/// top-level key.
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
    /// RFC 3339 timestamp of last activity. Set to null to clear.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "updatedAt",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub updated_at: Option<Option<String>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`SessionInfoUpdate::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// Cumulative session cost.
    ///
    /// Omitted leaves the last reported cost unchanged. `null` clears it. A value replaces it.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub cost: Option<Option<Cost>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
        self.cost = Some(Some(value.into()));
        self
    }
    /// Sets [`UsageUpdate::cost`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_cost(mut self) -> Self {
        self.cost = Some(None);
        self
    }
    /// Sets [`UsageUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`UsageUpdate::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
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
/// Notices are live events rather than session history. Agents MUST NOT rely on
/// a notice being received, displayed, or seen by the user.
/// No Client capability is required, and Clients MAY ignore notices.
///
/// See protocol docs: [Session Notices](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#session-notices)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
///
/// Only `compactionId` is required. `status`, `summary`, `error`, and `_meta` have
/// patch semantics: omission leaves the stored value unchanged, `null` clears it
/// or resets it to its default, and a concrete value replaces it.
/// `summary: []` also clears the summary. A concrete `_meta` object patches the
/// stored metadata by top-level key instead of replacing it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CompactionUpdate {
    /// The Agent-owned ID of this compaction, unique within the session.
    #[serde(rename = "compactionId")]
    pub compaction_id: CompactionId,
    /// Current lifecycle status.
    ///
    /// Omission leaves the status unchanged, `null` resets it to `in_progress`, and a value
    /// replaces it. A new compaction starts as `in_progress`.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub status: Option<Option<CompactionStatus>>,
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
    pub fn new(compaction_id: impl Into<CompactionId>) -> Self {
        Self {
            compaction_id: compaction_id.into(),
            status: None,
            summary: None,
            error: None,
            meta: None,
        }
    }
    /// Sets [`CompactionUpdate::status`].
    #[must_use]
    pub fn status(mut self, value: impl Into<CompactionStatus>) -> Self {
        self.status = Some(Some(value.into()));
        self
    }
    /// Sets [`CompactionUpdate::status`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_status(mut self) -> Self {
        self.status = Some(None);
        self
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
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CompactionSummaryChunk {
    /// ID of the compaction whose summary receives this content.
    #[serde(rename = "compactionId")]
    pub compaction_id: CompactionId,
    /// One content block to append.
    pub content: ContentBlock,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Marks the end of the history replay requested by `session/resume`.
///
/// The Agent MUST send this exactly once on a session for each `session/resume` request
/// with a `replayFrom` cursor, after the last replayed update for that session
/// and before the response, even for an empty replay. After receiving the
/// request, the Agent MUST hold live updates for the session during replay.
/// If the session is already active on the connection, a live update the Agent
/// sent earlier can still arrive after the Client sends the request. The marker
/// signals the end of the requested replay, not its start. A full replay covers
/// all the history the Agent retained for that session.
///
/// The Agent MUST NOT send it when `replayFrom` is omitted or `null`, or when
/// it cannot finish the replay. A replay that ends without it and without a
/// successful response is truncated.
///
/// See protocol docs: [Replay Complete](https://agentclientprotocol.com/protocol/v2/draft/session-setup#replay-complete)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ReplayComplete {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ReplayComplete {
    /// A `ReplayComplete` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ReplayComplete::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// A prompt the Agent predicts the user will send next.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptSuggestion {
    /// The content of the suggested prompt.
    ///
    /// Required and non-null. Must contain at least one content block. This is
    /// the same type as the `prompt` field of `session/prompt`, and the Client
    /// can send it in that field unchanged.
    ///
    /// Agents MUST only use `text` and `resource_link` content blocks, and
    /// other content block types that both the Agent's `session.prompt`
    /// capability and the Client's `session.promptSuggestions` capability
    /// advertise. Agents MUST NOT send a prompt whose only content is empty
    /// or whitespace-only text.
    pub prompt: Vec<ContentBlock>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptSuggestion {
    /// A `PromptSuggestion` with the given required fields; optional ones are unset.
    pub fn new(prompt: impl Into<Vec<ContentBlock>>) -> Self {
        Self {
            prompt: prompt.into(),
            meta: None,
        }
    }
    /// Sets [`PromptSuggestion::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Replaces the session's current list of prompt suggestions.
///
/// A prompt suggestion is a prompt the Agent predicts the user will send next.
/// The Client offers suggestions where the user writes the next prompt. The
/// list in the most recent update is the current list until the Agent sends
/// another update. A session starts with an empty list.
///
/// Suggestions are not part of session history. Agents SHOULD NOT include
/// this update when they replay a session.
///
/// Agents MUST only send this update when the Client advertised
/// the `session.promptSuggestions` Client capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptSuggestionsUpdate {
    /// The suggestions the Client can offer, ordered most likely first.
    ///
    /// Required and non-null. An empty list withdraws the suggestions the
    /// Client is offering.
    #[serde(
        deserialize_with = "defaults::prompt_suggestions_update_suggestions_lenient"
    )]
    pub suggestions: Vec<PromptSuggestion>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptSuggestionsUpdate {
    /// A `PromptSuggestionsUpdate` with the given required fields; optional ones are unset.
    pub fn new(suggestions: impl Into<Vec<PromptSuggestion>>) -> Self {
        Self {
            suggestions: suggestions.into(),
            meta: None,
        }
    }
    /// Sets [`PromptSuggestionsUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Unique identifier for a session cursor within a session.
///
/// The Agent generates it, and it is never reused for another position in the
/// session. Clients MUST NOT parse, change, or construct it.
///
/// See the [Session Cursors RFD](https://agentclientprotocol.com/rfds/session-cursors).
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
pub struct CursorId(pub String);
impl CursorId {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for CursorId {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for CursorId {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for CursorId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for CursorId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// The methods that currently accept a session cursor.
///
/// See the [Session Cursors RFD](https://agentclientprotocol.com/rfds/session-cursors).
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CursorCapabilities {
    /// Permits the Client to fork the session at this cursor with `session/fork`.
    ///
    /// Omitted and `null` are equivalent and mean unsupported. An object (including `{}`)
    /// means supported.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub fork: Option<CursorForkCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CursorCapabilities {
    /// A `CursorCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { fork: None, meta: None }
    }
    /// Sets [`CursorCapabilities::fork`].
    #[must_use]
    pub fn fork(mut self, value: impl Into<CursorForkCapabilities>) -> Self {
        self.fork = Some(value.into());
        self
    }
    /// Sets [`CursorCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capability to fork the session at a cursor with `session/fork`.
///
/// Supplying `{}` advertises support. An omitted or `null` `fork` does not.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CursorForkCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CursorForkCapabilities {
    /// A `CursorForkCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`CursorForkCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Where a session cursor is, relative to an entity the Client holds.
///
/// The anchor names the entity by its type and ID, and `position` says on which
/// side of that entity the cursor is. A known `type` with a malformed payload is
/// an error. It does not fall back to the unknown-type variant.
///
/// See the [Session Cursors RFD](https://agentclientprotocol.com/rfds/session-cursors).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum CursorAnchor {
    /// The cursor is next to a user message.
    #[serde(rename = "user_message")]
    UserMessage(CursorMessageAnchor),
    /// The cursor is next to an Agent message.
    #[serde(rename = "agent_message")]
    AgentMessage(CursorMessageAnchor),
    /// The cursor is next to an Agent thought.
    #[serde(rename = "agent_thought")]
    AgentThought(CursorMessageAnchor),
    /// The cursor is next to a session-directed message.
    #[serde(rename = "session_message")]
    SessionMessage(CursorMessageAnchor),
    /// The cursor is next to a tool call.
    #[serde(rename = "tool_call")]
    ToolCall(CursorToolCallAnchor),
    /// The cursor is next to a compaction.
    #[serde(rename = "compaction")]
    Compaction(CursorCompactionAnchor),
    /// Custom or future anchor type.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// A Client that does not recognize the type cannot place the cursor and
    /// MUST NOT guess a place for it.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for CursorAnchor {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for CursorAnchor {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(
            tag, "user_message" | "agent_message" | "agent_thought" | "session_message" |
            "tool_call" | "compaction"
        )
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "user_message" => {
                <CursorMessageAnchor as serde::Deserialize>::deserialize(rest)
                    .map(Self::UserMessage)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `user_message`: ", e),
                    ))
            }
            "agent_message" => {
                <CursorMessageAnchor as serde::Deserialize>::deserialize(rest)
                    .map(Self::AgentMessage)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `agent_message`: ", e),
                    ))
            }
            "agent_thought" => {
                <CursorMessageAnchor as serde::Deserialize>::deserialize(rest)
                    .map(Self::AgentThought)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `agent_thought`: ", e),
                    ))
            }
            "session_message" => {
                <CursorMessageAnchor as serde::Deserialize>::deserialize(rest)
                    .map(Self::SessionMessage)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `session_message`: ", e),
                    ))
            }
            "tool_call" => {
                <CursorToolCallAnchor as serde::Deserialize>::deserialize(rest)
                    .map(Self::ToolCall)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `tool_call`: ", e),
                    ))
            }
            "compaction" => {
                <CursorCompactionAnchor as serde::Deserialize>::deserialize(rest)
                    .map(Self::Compaction)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `compaction`: ", e),
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
                    "user_message" => {
                        crate::generated_support::lenient::from_map::<
                            CursorMessageAnchor,
                            E,
                        >(map, "type `user_message`: ")
                            .map(Self::UserMessage)
                    }
                    "agent_message" => {
                        crate::generated_support::lenient::from_map::<
                            CursorMessageAnchor,
                            E,
                        >(map, "type `agent_message`: ")
                            .map(Self::AgentMessage)
                    }
                    "agent_thought" => {
                        crate::generated_support::lenient::from_map::<
                            CursorMessageAnchor,
                            E,
                        >(map, "type `agent_thought`: ")
                            .map(Self::AgentThought)
                    }
                    "session_message" => {
                        crate::generated_support::lenient::from_map::<
                            CursorMessageAnchor,
                            E,
                        >(map, "type `session_message`: ")
                            .map(Self::SessionMessage)
                    }
                    "tool_call" => {
                        crate::generated_support::lenient::from_map::<
                            CursorToolCallAnchor,
                            E,
                        >(map, "type `tool_call`: ")
                            .map(Self::ToolCall)
                    }
                    "compaction" => {
                        crate::generated_support::lenient::from_map::<
                            CursorCompactionAnchor,
                            E,
                        >(map, "type `compaction`: ")
                            .map(Self::Compaction)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl CursorAnchor {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::UserMessage(_) => "user_message",
            Self::AgentMessage(_) => "agent_message",
            Self::AgentThought(_) => "agent_thought",
            Self::SessionMessage(_) => "session_message",
            Self::ToolCall(_) => "tool_call",
            Self::Compaction(_) => "compaction",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<CursorToolCallAnchor> for CursorAnchor {
    fn from(value: CursorToolCallAnchor) -> Self {
        Self::ToolCall(value)
    }
}
impl From<CursorCompactionAnchor> for CursorAnchor {
    fn from(value: CursorCompactionAnchor) -> Self {
        Self::Compaction(value)
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// On which side of the anchored entity a session cursor is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CursorAnchorPosition {
    /// The cursor is immediately before the entity. The history before the
    /// cursor does not include the entity.
    Before,
    /// The cursor is immediately after the entity. The history before the
    /// cursor includes the entity and nothing that follows it in the timeline.
    After,
    /// Custom or future position.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Other unknown values are reserved for future ACP positions.
    /// A Client that does not recognize the value cannot place the cursor.
    Unknown(String),
}
impl CursorAnchorPosition {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Before => "before",
            Self::After => "after",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Before => Some("before"),
            Self::After => Some("after"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for CursorAnchorPosition {
    fn from(value: &str) -> Self {
        match value {
            "before" => Self::Before,
            "after" => Self::After,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for CursorAnchorPosition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for CursorAnchorPosition {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for CursorAnchorPosition {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// A session cursor anchor to a message. The anchor's `type` names the kind of message.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CursorMessageAnchor {
    /// The ID of the anchored message.
    #[serde(rename = "messageId")]
    pub message_id: MessageId,
    /// On which side of the message the cursor is.
    pub position: CursorAnchorPosition,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CursorMessageAnchor {
    /// A `CursorMessageAnchor` with the given required fields; optional ones are unset.
    pub fn new(
        message_id: impl Into<MessageId>,
        position: impl Into<CursorAnchorPosition>,
    ) -> Self {
        Self {
            message_id: message_id.into(),
            position: position.into(),
            meta: None,
        }
    }
    /// Sets [`CursorMessageAnchor::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// A session cursor anchor to a tool call.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CursorToolCallAnchor {
    /// The ID of the anchored tool call.
    #[serde(rename = "toolCallId")]
    pub tool_call_id: ToolCallId,
    /// On which side of the tool call the cursor is.
    pub position: CursorAnchorPosition,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CursorToolCallAnchor {
    /// A `CursorToolCallAnchor` with the given required fields; optional ones are unset.
    pub fn new(
        tool_call_id: impl Into<ToolCallId>,
        position: impl Into<CursorAnchorPosition>,
    ) -> Self {
        Self {
            tool_call_id: tool_call_id.into(),
            position: position.into(),
            meta: None,
        }
    }
    /// Sets [`CursorToolCallAnchor::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// A session cursor anchor to a compaction.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CursorCompactionAnchor {
    /// The ID of the anchored compaction.
    #[serde(rename = "compactionId")]
    pub compaction_id: CompactionId,
    /// On which side of the compaction the cursor is.
    pub position: CursorAnchorPosition,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CursorCompactionAnchor {
    /// A `CursorCompactionAnchor` with the given required fields; optional ones are unset.
    pub fn new(
        compaction_id: impl Into<CompactionId>,
        position: impl Into<CursorAnchorPosition>,
    ) -> Self {
        Self {
            compaction_id: compaction_id.into(),
            position: position.into(),
            meta: None,
        }
    }
    /// Sets [`CursorCompactionAnchor::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// A session cursor upsert. A cursor names one position in the session's timeline.
///
/// The first update for a `cursorId` MUST include `anchor`. The anchor is fixed
/// after that, and later updates change only `capabilities`.
///
/// `capabilities` and `_meta` have patch semantics: omission leaves the stored
/// value unchanged, `null` clears it, and an object replaces `capabilities` as a
/// whole. A concrete `_meta` object patches the stored metadata by top-level key
/// instead of replacing it.
///
/// See the [Session Cursors RFD](https://agentclientprotocol.com/rfds/session-cursors).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CursorUpdate {
    /// The Agent-owned ID of this cursor, unique within the session.
    #[serde(rename = "cursorId")]
    pub cursor_id: CursorId,
    /// The methods that currently accept this cursor.
    ///
    /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
    /// the whole previous value. A new cursor starts with none.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub capabilities: Option<Option<CursorCapabilities>>,
    /// Where the cursor is, relative to an entity the Client holds.
    ///
    /// Required on the first update for a cursor. The Agent MUST NOT change it afterwards.
    /// A later update can omit it or repeat the same anchor. Omitted and `null` are
    /// equivalent and leave the stored anchor unchanged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub anchor: Option<CursorAnchor>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
impl CursorUpdate {
    /// A `CursorUpdate` with the given required fields; optional ones are unset.
    pub fn new(cursor_id: impl Into<CursorId>) -> Self {
        Self {
            cursor_id: cursor_id.into(),
            capabilities: None,
            anchor: None,
            meta: None,
        }
    }
    /// Sets [`CursorUpdate::capabilities`].
    #[must_use]
    pub fn capabilities(mut self, value: impl Into<CursorCapabilities>) -> Self {
        self.capabilities = Some(Some(value.into()));
        self
    }
    /// Sets [`CursorUpdate::capabilities`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_capabilities(mut self) -> Self {
        self.capabilities = Some(None);
        self
    }
    /// Sets [`CursorUpdate::anchor`].
    #[must_use]
    pub fn anchor(mut self, value: impl Into<CursorAnchor>) -> Self {
        self.anchor = Some(value.into());
        self
    }
    /// Sets [`CursorUpdate::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(Some(value.into()));
        self
    }
    /// Sets [`CursorUpdate::meta`] to an explicit `null`, which is not the same as leaving it out (the field's docs say what it means).
    #[must_use]
    pub fn clear_meta(mut self) -> Self {
        self.meta = Some(None);
        self
    }
}
/// Client-initiated session mutations permitted for a specific subagent session.
///
/// A mutation requires an explicit per-child capability. Support for the method
/// on ordinary sessions does not grant support on a child.
///
/// See protocol docs: [Restricted methods](https://agentclientprotocol.com/protocol/v2/draft/subagents#restricted-methods)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SubagentSessionCapabilities {
    /// Permits the Client to cancel this child's current work without ending
    /// the session. Omitted and `null` are equivalent and mean unsupported. An object (including
    /// `{}`) means supported.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub cancel: Option<SessionCancelCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Notification that the enclosing parent session created and owns a child session.
///
/// Later updates modify the existing association's metadata, not its ownership.
///
/// Sent on the immediate parent session. The first update for an unknown
/// `sessionId` announces the child and MUST be sent
/// before any live request or notification bearing the child's session ID,
/// including messages naming it as sender or recipient. Child events are
/// delivered automatically. No separate child resume or subscription is needed.
/// Understanding this update, registering child sessions, and applying their
/// operation restrictions are baseline requirements. No Client capability
/// is required.
///
/// Only `sessionId` is required. Other fields have
/// patch semantics: omitted fields leave the stored value unchanged, `null`
/// clears or unsets the value, and concrete values replace it. A concrete
/// `_meta` object instead patches the stored metadata by top-level key. For
/// `state`, `null` removes the current state report and leaves activity
/// unconfirmed. It does not report idle or cancellation. A child whose capabilities are
/// unset permits no Client-initiated session mutations.
///
/// `cwd` and `additionalDirectories` report where the Agent placed the child.
/// While unset, each inherits the immediate parent's effective value.
/// The title and description provide the parent's display metadata for the
/// child. Agents SHOULD mirror known child state changes in the parent's
/// `state` using the same `StateUpdate` snapshot as the
/// ordinary `state_update` notification on the child session. This reports
/// child state, not a separate parent-owned lifecycle. Clients MUST
/// apply duplicate reports idempotently.
/// Completing or cancelling work does not end the association: the parent may
/// message the same child again. Individual messages and their outcomes do not
/// change this association.
///
/// See protocol docs: [Subagents](https://agentclientprotocol.com/protocol/v2/draft/subagents)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SubagentUpdate {
    /// The opaque session ID identifying the child in all ACP messages.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The parent's human-readable display title for this child. It need not be unique.
    ///
    /// Optional and nullable. Omitted means unchanged. `null` clears it. If no
    /// title is set, the Client chooses a fallback presentation.
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
    /// Optional and nullable. Omitted means unchanged. `null` clears it. This is
    /// current display metadata, not the history of instructions sent to the child.
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
    /// Read-only operations retain their normal protocol semantics and
    /// capability requirements.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_or_none"
    )]
    pub capabilities: Option<Option<SubagentSessionCapabilities>>,
    /// The child's current foreground state, mirrored onto its parent association.
    ///
    /// Optional and nullable. Omitted means unchanged. `null` removes the
    /// current report and leaves activity unconfirmed (not idle or cancelled).
    /// A concrete `StateUpdate` replaces the entire previous snapshot.
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
    /// effective working directory.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch"
    )]
    pub cwd: Option<Option<AbsolutePath>>,
    /// Additional workspace roots for the child. Each path MUST be absolute.
    ///
    /// Optional and nullable. Omitted means unchanged. `null` clears the
    /// reported value. While unset, the child inherits its immediate parent's
    /// effective additional directories, independently of `cwd`. A concrete
    /// array replaces the whole list. `[]` reports no additional directories.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch"
    )]
    pub additional_directories: Option<Option<Vec<AbsolutePath>>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
    pub fn cwd(mut self, value: impl Into<AbsolutePath>) -> Self {
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
    pub fn additional_directories(
        mut self,
        value: impl Into<Vec<AbsolutePath>>,
    ) -> Self {
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
    /// Omitted leaves content unchanged. `null` clears it. A concrete array
    /// replaces the whole content collection.
    ///
    /// `None` leaves the field out, `Some(None)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::patch_items_or_none"
    )]
    pub content: Option<Option<Vec<ContentBlock>>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted leaves the stored metadata unchanged. `null`
    /// clears it. An object patches the stored metadata by top-level key: keys it omits are
    /// unchanged, a key set to `null` is removed, and any other value replaces that key's
    /// stored value without merging nested objects. Beyond this patch rule, implementations
    /// MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Metadata Patches](https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This metadata is scoped to the chunk and does not patch stored metadata.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Notification sent by the Agent when a URL-based elicitation is complete.
///
/// This notification is not a foreground state update.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CompleteElicitationNotification {
    /// The ID of the elicitation that completed.
    #[serde(rename = "elicitationId")]
    pub elicitation_id: ElicitationId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Notification sent by the Agent when its authentication status changes.
///
/// Carries the same fields as the `auth/status` response. Agents that advertise the
/// `auth.status` capability MAY send it at any time after `initialize`, and SHOULD only
/// send it when the reported status differs from the last one sent on the connection.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthStatusUpdateNotification {
    /// Whether the Agent can start sessions without the user signing in first.
    ///
    /// Clients use this field to decide whether sign-in is needed. Clients MUST treat
    /// values they do not recognize as `unknown`.
    pub state: AuthState,
    /// The accounts the Agent has configured, for display.
    ///
    /// Optional. Omitted and empty are equivalent and mean no accounts are reported.
    /// Agents that hold credentials for several providers or accounts SHOULD list each
    /// of them and mark the ones in effect with `active`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::items_or_none"
    )]
    pub accounts: Option<Vec<AuthAccount>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthStatusUpdateNotification {
    /// An `AuthStatusUpdateNotification` with the given required fields; optional ones are unset.
    pub fn new(state: impl Into<AuthState>) -> Self {
        Self {
            state: state.into(),
            accounts: None,
            meta: None,
        }
    }
    /// Sets [`AuthStatusUpdateNotification::accounts`].
    #[must_use]
    pub fn accounts(mut self, value: impl Into<Vec<AuthAccount>>) -> Self {
        self.accounts = Some(value.into());
        self
    }
    /// Sets [`AuthStatusUpdateNotification::meta`].
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
///
/// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
pub type ExtNotification = serde_json::Value;
/// Request parameters for the initialize method.
///
/// Sent by the Client to establish connection and negotiate capabilities.
///
/// See protocol docs: [Initialization](https://agentclientprotocol.com/protocol/v2/draft/initialization)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct InitializeRequest {
    /// The latest protocol version supported by the Client.
    #[serde(rename = "protocolVersion")]
    pub protocol_version: ProtocolVersion,
    /// Information about the implementation sending this initialize request.
    pub info: Implementation,
    /// Capabilities supported by the Client.
    #[serde(
        default = "defaults::initialize_request_capabilities",
        deserialize_with = "defaults::initialize_request_capabilities_lenient"
    )]
    pub capabilities: ClientCapabilities,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(
        protocol_version: impl Into<ProtocolVersion>,
        info: impl Into<Implementation>,
    ) -> Self {
        Self {
            protocol_version: protocol_version.into(),
            info: info.into(),
            capabilities: defaults::initialize_request_capabilities(),
            meta: None,
        }
    }
    /// Sets [`InitializeRequest::capabilities`].
    #[must_use]
    pub fn capabilities(mut self, value: impl Into<ClientCapabilities>) -> Self {
        self.capabilities = value.into();
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
/// Capabilities supported by the Client.
///
/// Advertised during initialization to inform the Agent about
/// available features and methods.
///
/// See protocol docs: [Client Capabilities](https://agentclientprotocol.com/protocol/v2/draft/initialization#client-capabilities)
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ClientCapabilities {
    /// Authentication capabilities supported by the Client.
    /// Determines which authentication method types the Agent can include
    /// in its `InitializeResponse`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise any
    /// authentication-method extensions.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub auth: Option<ClientAuthCapabilities>,
    /// Elicitation capabilities supported by the Client.
    /// Determines which elicitation modes the Agent can use.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise
    /// elicitation support.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub elicitation: Option<ElicitationCapabilities>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Session-related capabilities supported by the Client.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise any
    /// session-related capabilities. This object only groups capabilities. Supplying `{}`
    /// advertises nothing.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub session: Option<ClientSessionCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ClientCapabilities {
    /// A `ClientCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            auth: None,
            elicitation: None,
            session: None,
            meta: None,
        }
    }
    /// Sets [`ClientCapabilities::auth`].
    #[must_use]
    pub fn auth(mut self, value: impl Into<ClientAuthCapabilities>) -> Self {
        self.auth = Some(value.into());
        self
    }
    /// Sets [`ClientCapabilities::elicitation`].
    #[must_use]
    pub fn elicitation(mut self, value: impl Into<ElicitationCapabilities>) -> Self {
        self.elicitation = Some(value.into());
        self
    }
    /// Sets [`ClientCapabilities::session`].
    #[must_use]
    pub fn session(mut self, value: impl Into<ClientSessionCapabilities>) -> Self {
        self.session = Some(value.into());
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
/// Authentication capabilities supported by the Client.
///
/// Advertised during initialization to inform the Agent which authentication
/// method types the Client can handle. This governs opt-in types that require
/// additional Client-side support.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ClientAuthCapabilities {
    /// Whether the Client supports `terminal` authentication methods.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise support.
    /// Supplying `{}` means the Client can reproduce the configured Agent
    /// invocation in an interactive terminal, and the Agent MAY include
    /// `terminal` entries in its authentication methods.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub terminal: Option<TerminalAuthCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ClientAuthCapabilities {
    /// A `ClientAuthCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { terminal: None, meta: None }
    }
    /// Sets [`ClientAuthCapabilities::terminal`].
    #[must_use]
    pub fn terminal(mut self, value: impl Into<TerminalAuthCapabilities>) -> Self {
        self.terminal = Some(value.into());
        self
    }
    /// Sets [`ClientAuthCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Capabilities for terminal authentication methods.
///
/// Supplying `{}` means the Client can reproduce the configured Agent
/// invocation in an interactive terminal and supports terminal authentication
/// methods.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct TerminalAuthCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl TerminalAuthCapabilities {
    /// A `TerminalAuthCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`TerminalAuthCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Elicitation capabilities supported by the Client.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationCapabilities {
    /// Whether the Client supports form-based elicitation.
    ///
    /// Optional. Omitted and `null` are equivalent and mean form support is not advertised.
    /// Supplying `{}` explicitly advertises form support.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub form: Option<ElicitationFormCapabilities>,
    /// Whether the Client supports URL-based elicitation.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise support.
    /// Supplying `{}` means the Client supports URL-based elicitation.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub url: Option<ElicitationUrlCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Supplying `{}` means the Client supports form-based elicitation.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationFormCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Supplying `{}` means the Client supports URL-based elicitation.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationUrlCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Session-related capabilities supported by the Client.
///
/// This object only groups capabilities. Unlike the Agent's `session`
/// capability, it is not a support marker, and supplying `{}` advertises
/// nothing.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ClientSessionCapabilities {
    /// Support for `prompt_suggestions_update` session updates.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise support.
    /// Supplying `{}` means the Client can offer prompt suggestions made of
    /// `text` and `resource_link` content blocks.
    #[serde(
        rename = "promptSuggestions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub prompt_suggestions: Option<PromptSuggestionsCapabilities>,
    /// Command types the Client understands in addition to `command`.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise support
    /// for any of them. This object only groups capabilities. Supplying `{}` advertises nothing.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub commands: Option<CommandsCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            prompt_suggestions: None,
            commands: None,
            meta: None,
        }
    }
    /// Sets [`ClientSessionCapabilities::prompt_suggestions`].
    #[must_use]
    pub fn prompt_suggestions(
        mut self,
        value: impl Into<PromptSuggestionsCapabilities>,
    ) -> Self {
        self.prompt_suggestions = Some(value.into());
        self
    }
    /// Sets [`ClientSessionCapabilities::commands`].
    #[must_use]
    pub fn commands(mut self, value: impl Into<CommandsCapabilities>) -> Self {
        self.commands = Some(value.into());
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Client support for `prompt_suggestions_update` session updates.
///
/// Supplying `{}` means the Client can offer prompt suggestions made of `text`
/// and `resource_link` content blocks. The Client opts in to other content
/// block types with the fields below. They have the same names as the Agent's
/// `session.prompt` capability.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptSuggestionsCapabilities {
    /// Whether prompt suggestions may include `image` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise support.
    /// Supplying `{}` means the Client can offer suggestions that include images.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub image: Option<PromptSuggestionsImageCapabilities>,
    /// Whether prompt suggestions may include `audio` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise support.
    /// Supplying `{}` means the Client can offer suggestions that include audio.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub audio: Option<PromptSuggestionsAudioCapabilities>,
    /// Whether prompt suggestions may include `resource` content blocks.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise support.
    /// Supplying `{}` means the Client can offer suggestions that include
    /// embedded resources.
    #[serde(
        rename = "embeddedContext",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub embedded_context: Option<PromptSuggestionsEmbeddedContextCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptSuggestionsCapabilities {
    /// A `PromptSuggestionsCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self {
            image: None,
            audio: None,
            embedded_context: None,
            meta: None,
        }
    }
    /// Sets [`PromptSuggestionsCapabilities::image`].
    #[must_use]
    pub fn image(
        mut self,
        value: impl Into<PromptSuggestionsImageCapabilities>,
    ) -> Self {
        self.image = Some(value.into());
        self
    }
    /// Sets [`PromptSuggestionsCapabilities::audio`].
    #[must_use]
    pub fn audio(
        mut self,
        value: impl Into<PromptSuggestionsAudioCapabilities>,
    ) -> Self {
        self.audio = Some(value.into());
        self
    }
    /// Sets [`PromptSuggestionsCapabilities::embedded_context`].
    #[must_use]
    pub fn embedded_context(
        mut self,
        value: impl Into<PromptSuggestionsEmbeddedContextCapabilities>,
    ) -> Self {
        self.embedded_context = Some(value.into());
        self
    }
    /// Sets [`PromptSuggestionsCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for image content in prompt suggestions.
///
/// Supplying `{}` means the Client can offer suggestions that include images.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptSuggestionsImageCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptSuggestionsImageCapabilities {
    /// A `PromptSuggestionsImageCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`PromptSuggestionsImageCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for audio content in prompt suggestions.
///
/// Supplying `{}` means the Client can offer suggestions that include audio.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptSuggestionsAudioCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptSuggestionsAudioCapabilities {
    /// A `PromptSuggestionsAudioCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`PromptSuggestionsAudioCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Capabilities for embedded resources in prompt suggestions.
///
/// Supplying `{}` means the Client can offer suggestions that include
/// `resource` content blocks.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct PromptSuggestionsEmbeddedContextCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl PromptSuggestionsEmbeddedContextCapabilities {
    /// A `PromptSuggestionsEmbeddedContextCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`PromptSuggestionsEmbeddedContextCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Command types the Client understands in addition to `command`.
///
/// Agents MUST NOT send a command type listed here unless the Client
/// advertised it. This object only groups capabilities. Supplying `{}`
/// advertises nothing.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CommandsCapabilities {
    /// Support for `skill` command entries.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Client does not advertise support.
    /// Supplying `{}` means the Agent MAY send `skill` entries in `availableCommands`. The
    /// Client invokes them with `skill` content blocks.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::or_none"
    )]
    pub skill: Option<CommandsSkillCapabilities>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CommandsCapabilities {
    /// A `CommandsCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { skill: None, meta: None }
    }
    /// Sets [`CommandsCapabilities::skill`].
    #[must_use]
    pub fn skill(mut self, value: impl Into<CommandsSkillCapabilities>) -> Self {
        self.skill = Some(value.into());
        self
    }
    /// Sets [`CommandsCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Client support for `skill` command entries.
///
/// Supplying `{}` means the Agent MAY send `skill` entries in
/// `availableCommands`. The Client invokes them with `skill` content blocks.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CommandsSkillCapabilities {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CommandsSkillCapabilities {
    /// A `CommandsSkillCapabilities` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`CommandsSkillCapabilities::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for the `auth/login` method.
///
/// Specifies which authentication method to use.
///
/// Agents MUST support this method when their `initialize` response included
/// a non-empty `authMethods` list. Clients MUST NOT call this method
/// when `authMethods` was omitted or empty.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LoginAuthRequest {
    /// The ID of the authentication method to use.
    /// Must be one of the methods advertised in the initialize response.
    #[serde(rename = "methodId")]
    pub method_id: AuthMethodId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LoginAuthRequest {
    /// A `LoginAuthRequest` with the given required fields; optional ones are unset.
    pub fn new(method_id: impl Into<AuthMethodId>) -> Self {
        Self {
            method_id: method_id.into(),
            meta: None,
        }
    }
    /// Sets [`LoginAuthRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for `providers/list`.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ListProvidersRequest {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ListProvidersRequest {
    /// A `ListProvidersRequest` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ListProvidersRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for `providers/set`.
///
/// Replaces the full configuration for one provider ID.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetProviderRequest {
    /// Provider ID to configure.
    #[serde(rename = "providerId")]
    pub provider_id: ProviderId,
    /// Protocol type for this provider.
    #[serde(rename = "apiType")]
    pub api_type: LlmProtocol,
    /// Base URL for requests sent through this provider.
    #[serde(rename = "baseUrl")]
    pub base_url: String,
    /// Full headers map for this provider.
    /// May include authorization, routing, or other integration-specific headers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub headers: Option<std::collections::BTreeMap<String, String>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SetProviderRequest {
    /// A `SetProviderRequest` with the given required fields; optional ones are unset.
    pub fn new(
        provider_id: impl Into<ProviderId>,
        api_type: impl Into<LlmProtocol>,
        base_url: impl Into<String>,
    ) -> Self {
        Self {
            provider_id: provider_id.into(),
            api_type: api_type.into(),
            base_url: base_url.into(),
            headers: None,
            meta: None,
        }
    }
    /// Sets [`SetProviderRequest::headers`].
    #[must_use]
    pub fn headers(
        mut self,
        value: impl Into<std::collections::BTreeMap<String, String>>,
    ) -> Self {
        self.headers = Some(value.into());
        self
    }
    /// Sets [`SetProviderRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for `providers/disable`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DisableProviderRequest {
    /// Provider ID to disable.
    #[serde(rename = "providerId")]
    pub provider_id: ProviderId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl DisableProviderRequest {
    /// A `DisableProviderRequest` with the given required fields; optional ones are unset.
    pub fn new(provider_id: impl Into<ProviderId>) -> Self {
        Self {
            provider_id: provider_id.into(),
            meta: None,
        }
    }
    /// Sets [`DisableProviderRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for the `auth/logout` method.
///
/// Terminates the current authenticated session.
///
/// Agents MUST support this method when their `initialize` response included
/// a non-empty `authMethods` list. Clients MUST NOT call this method
/// when `authMethods` was omitted or empty.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct LogoutAuthRequest {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl LogoutAuthRequest {
    /// A `LogoutAuthRequest` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`LogoutAuthRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for the `auth/status` method.
///
/// Queries the Agent's current authentication state without changing it.
///
/// Agents MUST NOT reject it with `-32000` (Authentication required), since Clients call it to learn
/// whether authentication is required.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct AuthStatusRequest {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl AuthStatusRequest {
    /// An `AuthStatusRequest` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`AuthStatusRequest::meta`].
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
/// See protocol docs: [Creating a Session](https://agentclientprotocol.com/protocol/v2/draft/session-setup#creating-a-session)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct NewSessionRequest {
    /// The working directory for this session. Must be an absolute path.
    pub cwd: AbsolutePath,
    /// Additional workspace roots for this session. Each path MUST be absolute.
    ///
    /// These expand the session's workspace scope without changing `cwd`, which
    /// remains the base for relative paths. When omitted or empty, no
    /// additional roots are activated for the new session.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub additional_directories: Option<Vec<AbsolutePath>>,
    /// List of MCP (Model Context Protocol) servers for the Agent to connect to.
    #[serde(
        rename = "mcpServers",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub mcp_servers: Option<Vec<McpServer>>,
    /// System-level instructions for the new session.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the Agent uses its
    /// own default instructions. Clients MUST only send this when the Agent
    /// advertises `session.systemPrompt`.
    #[serde(rename = "systemPrompt", default, skip_serializing_if = "Option::is_none")]
    pub system_prompt: Option<SystemPrompt>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Initial values for the session's config options.
    ///
    /// Optional. Omitted and `null` are equivalent to an empty list. Clients MUST only send
    /// this when the Agent advertises `session.options`.
    ///
    /// The Agent applies the entries in list order, as if the Client had called
    /// `session/set_config_option` for each entry after the session was set up. Malformed
    /// entries and duplicate `configId` values fail the request with `-32602`. The Agent MUST
    /// ignore an entry whose `configId` is unknown, whose `type` does not match the option,
    /// or whose value is not allowed when it is applied. The `configOptions` in the response contain the values the session actually
    /// has. The Agent SHOULD NOT send `config_option_update` notifications for these entries,
    /// and SHOULD NOT send other `session/update` notifications caused by applying them
    /// before it responds.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub config_options: Option<Vec<InitialSessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            cwd: cwd.into(),
            additional_directories: None,
            mcp_servers: None,
            system_prompt: None,
            config_options: None,
            meta: None,
        }
    }
    /// Sets [`NewSessionRequest::additional_directories`].
    #[must_use]
    pub fn additional_directories(
        mut self,
        value: impl Into<Vec<AbsolutePath>>,
    ) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`NewSessionRequest::mcp_servers`].
    #[must_use]
    pub fn mcp_servers(mut self, value: impl Into<Vec<McpServer>>) -> Self {
        self.mcp_servers = Some(value.into());
        self
    }
    /// Sets [`NewSessionRequest::system_prompt`].
    #[must_use]
    pub fn system_prompt(mut self, value: impl Into<SystemPrompt>) -> Self {
        self.system_prompt = Some(value.into());
        self
    }
    /// Sets [`NewSessionRequest::config_options`].
    #[must_use]
    pub fn config_options(
        mut self,
        value: impl Into<Vec<InitialSessionConfigOption>>,
    ) -> Self {
        self.config_options = Some(value.into());
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
/// MCP servers provide tools and context that the Agent can use when
/// processing prompts.
///
/// See protocol docs: [MCP Servers](https://agentclientprotocol.com/protocol/v2/draft/session-setup#mcp-servers)
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum McpServer {
    /// HTTP transport configuration
    ///
    /// Only available when the Agent capabilities include `session.mcp.http`.
    #[serde(rename = "http")]
    Http(McpServerHttp),
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// ACP transport configuration
    ///
    /// Only available when the Agent capabilities include `session.mcp.acp`.
    /// The MCP server is provided by an ACP component and communicates over the ACP channel.
    #[serde(rename = "acp")]
    Acp(McpServerAcp),
    /// Stdio transport configuration
    ///
    /// Only available when the Agent capabilities include `session.mcp.stdio`.
    #[serde(rename = "stdio")]
    Stdio(McpServerStdio),
    /// Custom or future MCP server transport configuration.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Receivers that do not understand this transport SHOULD preserve the raw
    /// payload when storing, replaying, proxying, or forwarding session setup
    /// data. Agents MUST reject a request with a transport they do not support
    /// with `-32602`.
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
        matches!(tag, "http" | "acp" | "stdio")
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
            "acp" => {
                <McpServerAcp as serde::Deserialize>::deserialize(rest)
                    .map(Self::Acp)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `acp`: ", e),
                    ))
            }
            "stdio" => {
                <McpServerStdio as serde::Deserialize>::deserialize(rest)
                    .map(Self::Stdio)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `stdio`: ", e),
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
                    "http" => {
                        crate::generated_support::lenient::from_map::<
                            McpServerHttp,
                            E,
                        >(map, "type `http`: ")
                            .map(Self::Http)
                    }
                    "acp" => {
                        crate::generated_support::lenient::from_map::<
                            McpServerAcp,
                            E,
                        >(map, "type `acp`: ")
                            .map(Self::Acp)
                    }
                    "stdio" => {
                        crate::generated_support::lenient::from_map::<
                            McpServerStdio,
                            E,
                        >(map, "type `stdio`: ")
                            .map(Self::Stdio)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl McpServer {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Http(_) => "http",
            Self::Acp(_) => "acp",
            Self::Stdio(_) => "stdio",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<McpServerHttp> for McpServer {
    fn from(value: McpServerHttp) -> Self {
        Self::Http(value)
    }
}
impl From<McpServerAcp> for McpServer {
    fn from(value: McpServerAcp) -> Self {
        Self::Acp(value)
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
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// Human-readable name identifying this MCP server. MUST be unique within `mcpServers`.
    ///
    /// Agents reject a request with a duplicate `name` with `-32602`.
    pub name: String,
    /// URL to the MCP server.
    pub url: String,
    /// HTTP headers to set when making requests to the MCP server. Headers the MCP transport
    /// defines are owned by the transport, and Agents use the transport's values for them.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub headers: Option<Vec<HttpHeader>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(name: impl Into<String>, url: impl Into<String>) -> Self {
        Self {
            name: name.into(),
            url: url.into(),
            headers: None,
            meta: None,
        }
    }
    /// Sets [`McpServerHttp::headers`].
    #[must_use]
    pub fn headers(mut self, value: impl Into<Vec<HttpHeader>>) -> Self {
        self.headers = Some(value.into());
        self
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// ACP transport configuration for MCP.
///
/// The MCP server is provided by an ACP component and communicates over the ACP channel
/// using `mcp/message`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpServerAcp {
    /// Human-readable name identifying this MCP server. MUST be unique within `mcpServers`.
    ///
    /// Agents reject a request with a duplicate `name` with `-32602`.
    pub name: String,
    /// Unique identifier for this MCP server, generated by the component providing it.
    ///
    /// Providers MUST NOT reuse an ID for multiple ACP-transport MCP servers that are visible
    /// on the same ACP connection.
    #[serde(rename = "serverId")]
    pub server_id: McpServerAcpId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl McpServerAcp {
    /// A `McpServerAcp` with the given required fields; optional ones are unset.
    pub fn new(name: impl Into<String>, server_id: impl Into<McpServerAcpId>) -> Self {
        Self {
            name: name.into(),
            server_id: server_id.into(),
            meta: None,
        }
    }
    /// Sets [`McpServerAcp::meta`].
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
    /// Human-readable name identifying this MCP server. MUST be unique within `mcpServers`.
    ///
    /// Agents reject a request with a duplicate `name` with `-32602`.
    pub name: String,
    /// Path to the MCP server executable. Must be an absolute path.
    ///
    /// Agents reject a request with a relative `command` with `-32602`.
    pub command: AbsolutePath,
    /// Command-line arguments to pass to the MCP server.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub args: Option<Vec<String>>,
    /// Environment variables to set when launching the MCP server. Names SHOULD be unique.
    /// Agents MAY reject duplicates with `-32602`, and otherwise the last entry wins.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub env: Option<Vec<EnvVariable>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(name: impl Into<String>, command: impl Into<AbsolutePath>) -> Self {
        Self {
            name: name.into(),
            command: command.into(),
            args: None,
            env: None,
            meta: None,
        }
    }
    /// Sets [`McpServerStdio::args`].
    #[must_use]
    pub fn args(mut self, value: impl Into<Vec<String>>) -> Self {
        self.args = Some(value.into());
        self
    }
    /// Sets [`McpServerStdio::env`].
    #[must_use]
    pub fn env(mut self, value: impl Into<Vec<EnvVariable>>) -> Self {
        self.env = Some(value.into());
        self
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
/// `session.systemPrompt`. Agents that cannot apply it, for example because of
/// an unadvertised mode or an unsupported content block type, MUST return an
/// error instead of creating or resuming the session.
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
    /// blocks they do not support, including unknown types.
    ///
    /// Clients MUST NOT send an empty array. Agents MAY reject one with
    /// `-32602` without creating or resuming the session.
    pub content: Vec<ContentBlock>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// How the Agent combines a Client-provided system prompt with its own instructions.
///
/// Unknown modes are preserved so they can be stored,
/// proxied, or forwarded. An Agent MUST return an error for a mode it does not
/// support rather than treating it as `append` or `override`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SystemPromptMode {
    /// Add the content to the Agent's own instructions rather than replacing them.
    ///
    /// Every Agent that advertises `session.systemPrompt` supports this mode.
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
    /// `session.systemPrompt.mode.override`.
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// An initial value for a config option, sent on session setup requests.
///
/// Same shape as `session/set_config_option` without `sessionId`. Unlike
/// `session/set_config_option`, an unknown `configId`, a `type` that does not match the
/// option, or a value that is not allowed is ignored instead of rejected.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct InitialSessionConfigOption {
    /// The ID of the configuration option to set.
    #[serde(rename = "configId")]
    pub config_id: SessionConfigId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
    /// Which variant this is, with the variant's own fields.
    #[serde(flatten)]
    pub kind: InitialSessionConfigOptionKind,
}
impl InitialSessionConfigOption {
    /// An `InitialSessionConfigOption` with the given required fields; optional ones are unset.
    pub fn new(
        config_id: impl Into<SessionConfigId>,
        kind: impl Into<InitialSessionConfigOptionKind>,
    ) -> Self {
        Self {
            config_id: config_id.into(),
            meta: None,
            kind: kind.into(),
        }
    }
    /// Sets [`InitialSessionConfigOption::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// The variant part of [`InitialSessionConfigOption`].
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum InitialSessionConfigOptionKind {
    /// A `SessionConfigValueId` string value (`type: "id"`).
    #[serde(rename = "id")]
    #[non_exhaustive]
    Id {
        /// The value ID.
        value: SessionConfigValueId,
    },
    /// A boolean value (`type: "boolean"`).
    #[serde(rename = "boolean")]
    #[non_exhaustive]
    Boolean {
        /// The boolean value.
        value: bool,
    },
    /// Custom or future session configuration option value payload.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Agents MUST reject a `session/set_config_option` request with a value type
    /// they do not support with `-32602`.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for InitialSessionConfigOptionKind {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for InitialSessionConfigOptionKind {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "id" | "boolean")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "id" => {
                {
                    #[derive(serde::Deserialize)]
                    struct Fields {
                        /// The value ID.
                        value: SessionConfigValueId,
                    }
                    <Fields as serde::Deserialize>::deserialize(rest)
                        .map(|f| Self::Id { value: f.value })
                }
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `id`: ", e),
                    ))
            }
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
            None => Err(serde::de::Error::missing_field("type")),
            Some(tag) => {
                match tag {
                    "id" => {
                        #[derive(serde::Deserialize)]
                        struct Fields {
                            /// The value ID.
                            value: SessionConfigValueId,
                        }
                        crate::generated_support::lenient::from_map::<
                            Fields,
                            E,
                        >(map, "type `id`: ")
                            .map(|f| Self::Id { value: f.value })
                    }
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
                    _ => {
                        for field in ["value"] {
                            if !map.contains_key(field) {
                                return Err(serde::de::Error::missing_field(field));
                            }
                        }
                        Ok(Self::Unknown(map))
                    }
                }
            }
        }
    }
}
impl InitialSessionConfigOptionKind {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Id { .. } => "id",
            Self::Boolean { .. } => "boolean",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl InitialSessionConfigOptionKind {
    /// [`InitialSessionConfigOptionKind::Id`] with the given required fields; optional ones are unset.
    pub fn id(value: impl Into<SessionConfigValueId>) -> Self {
        Self::Id { value: value.into() }
    }
    /// [`InitialSessionConfigOptionKind::Boolean`] with the given required fields; optional ones are unset.
    pub fn boolean(value: impl Into<bool>) -> Self {
        Self::Boolean {
            value: value.into(),
        }
    }
}
/// Request parameters for listing existing sessions.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ListSessionsRequest {
    /// Filter sessions by working directory. Must be an absolute path.
    ///
    /// Only sessions whose `cwd` is this same directory match. Subdirectories and
    /// `additionalDirectories` don't. Agents MAY normalize paths when comparing.
    ///
    /// Omitted and `null` are equivalent and mean sessions are not filtered by working directory.
    /// Clients keep the same value when following `nextCursor`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cwd: Option<AbsolutePath>,
    /// Opaque cursor token from a previous response's nextCursor field for cursor-based pagination
    ///
    /// Omitted and `null` are equivalent and mean the first page is requested.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cursor: Option<SessionListCursor>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Filter sessions by archive state.
    ///
    /// Optional. Omitted and `null` are equivalent and mean `exclude`. Only send this when
    /// the Agent advertises the `session.archive` capability. The filter combines with `cwd` and
    /// applies before pagination. Clients keep the same value when following `nextCursor`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archived: Option<SessionArchiveFilter>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            archived: None,
            meta: None,
        }
    }
    /// Sets [`ListSessionsRequest::cwd`].
    #[must_use]
    pub fn cwd(mut self, value: impl Into<AbsolutePath>) -> Self {
        self.cwd = Some(value.into());
        self
    }
    /// Sets [`ListSessionsRequest::cursor`].
    #[must_use]
    pub fn cursor(mut self, value: impl Into<SessionListCursor>) -> Self {
        self.cursor = Some(value.into());
        self
    }
    /// Sets [`ListSessionsRequest::archived`].
    #[must_use]
    pub fn archived(mut self, value: impl Into<SessionArchiveFilter>) -> Self {
        self.archived = Some(value.into());
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Which sessions `session/list` returns based on their archive state.
///
/// Unknown values are preserved so they can be stored, proxied, or forwarded. An Agent MUST
/// return `-32602` for a value it does not support rather than treating it as `exclude`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum SessionArchiveFilter {
    /// Only sessions that are not archived. This is the default.
    Exclude,
    /// Both archived sessions and sessions that are not archived.
    Include,
    /// Only archived sessions.
    Only,
    /// Custom or future archive filter.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    Unknown(String),
}
impl SessionArchiveFilter {
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Exclude => "exclude",
            Self::Include => "include",
            Self::Only => "only",
            Self::Unknown(value) => value,
        }
    }
    /// The wire value of a value the schema names; `None` for another.
    pub fn known(&self) -> Option<&'static str> {
        match self {
            Self::Exclude => Some("exclude"),
            Self::Include => Some("include"),
            Self::Only => Some("only"),
            Self::Unknown(_) => None,
        }
    }
}
impl From<&str> for SessionArchiveFilter {
    fn from(value: &str) -> Self {
        match value {
            "exclude" => Self::Exclude,
            "include" => Self::Include,
            "only" => Self::Only,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
impl std::fmt::Display for SessionArchiveFilter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl serde::Serialize for SessionArchiveFilter {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl<'de> serde::Deserialize<'de> for SessionArchiveFilter {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::string_enum(
            deserializer,
            |value: &str| Self::from(value),
        )
    }
}
/// Request parameters for deleting an existing session from `session/list`.
///
/// Only available if the Agent supports the `session.delete` capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct DeleteSessionRequest {
    /// The ID of the session to delete.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for forking an existing session.
///
/// Creates a new session based on the context of an existing one. The fork can be used
/// for operations like generating summaries without affecting the original session's history.
///
/// Only available if the Agent supports the `session.fork` capability.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ForkSessionRequest {
    /// The ID of the session to fork.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// The session cursor to fork at. The new session's history is the source
    /// session's history before the cursor.
    ///
    /// Optional. Omitted and `null` are equivalent and fork the whole session.
    /// Clients MUST only send the ID of a cursor that the Agent announced on the
    /// source session and that currently advertises `capabilities.fork`. The Agent
    /// rejects any other ID with `-32602`. It does not fall back to forking the
    /// whole session.
    #[serde(rename = "cursorId", default, skip_serializing_if = "Option::is_none")]
    pub cursor_id: Option<CursorId>,
    /// The working directory for this session. Must be an absolute path.
    pub cwd: AbsolutePath,
    /// Additional workspace roots to activate for this session. Each path MUST be absolute.
    ///
    /// When omitted or empty, no additional roots are activated. When non-empty,
    /// this is the complete resulting additional-root list for the forked
    /// session.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub additional_directories: Option<Vec<AbsolutePath>>,
    /// List of MCP servers to connect to for this session.
    #[serde(
        rename = "mcpServers",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub mcp_servers: Option<Vec<McpServer>>,
    /// System-level instructions for the forked session.
    ///
    /// Optional. Omitted and `null` are equivalent. The Agent MAY then keep a
    /// system prompt it stored with the source session or use its default
    /// instructions. Clients MUST only send this when the Agent advertises
    /// `session.systemPrompt`, and SHOULD send the same value they used for the
    /// source session.
    #[serde(rename = "systemPrompt", default, skip_serializing_if = "Option::is_none")]
    pub system_prompt: Option<SystemPrompt>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Initial values for the forked session's config options.
    ///
    /// Optional. Omitted and `null` are equivalent to an empty list. Clients MUST only send
    /// this when the Agent advertises `session.options`.
    ///
    /// The Agent applies the entries in list order on top of the configuration the fork
    /// starts with, as if the Client had called `session/set_config_option` for each entry
    /// after the session was set up. Malformed entries and duplicate `configId` values fail
    /// the request with `-32602`. The Agent MUST ignore an entry whose `configId` is unknown,
    /// whose `type` does not match the option, or whose value is not allowed when it is
    /// applied. The `configOptions` in the response contain the values the session actually
    /// has. The Agent SHOULD NOT send `config_option_update` notifications for these entries,
    /// and SHOULD NOT send other `session/update` notifications caused by applying them
    /// before it responds.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub config_options: Option<Vec<InitialSessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ForkSessionRequest {
    /// A `ForkSessionRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            session_id: session_id.into(),
            cursor_id: None,
            cwd: cwd.into(),
            additional_directories: None,
            mcp_servers: None,
            system_prompt: None,
            config_options: None,
            meta: None,
        }
    }
    /// Sets [`ForkSessionRequest::cursor_id`].
    #[must_use]
    pub fn cursor_id(mut self, value: impl Into<CursorId>) -> Self {
        self.cursor_id = Some(value.into());
        self
    }
    /// Sets [`ForkSessionRequest::additional_directories`].
    #[must_use]
    pub fn additional_directories(
        mut self,
        value: impl Into<Vec<AbsolutePath>>,
    ) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`ForkSessionRequest::mcp_servers`].
    #[must_use]
    pub fn mcp_servers(mut self, value: impl Into<Vec<McpServer>>) -> Self {
        self.mcp_servers = Some(value.into());
        self
    }
    /// Sets [`ForkSessionRequest::system_prompt`].
    #[must_use]
    pub fn system_prompt(mut self, value: impl Into<SystemPrompt>) -> Self {
        self.system_prompt = Some(value.into());
        self
    }
    /// Sets [`ForkSessionRequest::config_options`].
    #[must_use]
    pub fn config_options(
        mut self,
        value: impl Into<Vec<InitialSessionConfigOption>>,
    ) -> Self {
        self.config_options = Some(value.into());
        self
    }
    /// Sets [`ForkSessionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for archiving a session.
///
/// Only available if the Agent supports the `session.archive` capability.
///
/// Archiving hides the session from default `session/list` results. It keeps the session ID
/// and saved history. If the session is active, the Agent MUST cancel any ongoing work and
/// free the session's resources as if `session/close` had been called, then archive it.
/// Archiving an archived session succeeds. A session that does not exist gets `-32002`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ArchiveSessionRequest {
    /// The ID of the session to archive.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ArchiveSessionRequest {
    /// An `ArchiveSessionRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`ArchiveSessionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for unarchiving a session.
///
/// Only available if the Agent supports the `session.archive` capability.
///
/// Unarchiving returns the session to default `session/list` results with the same ID and
/// saved history. It never resumes the session. Clients that want to continue an
/// archived session SHOULD unarchive it before calling `session/resume`.
/// Unarchiving a session that is not archived succeeds. A session that does not exist
/// gets `-32002`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct UnarchiveSessionRequest {
    /// The ID of the session to unarchive.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl UnarchiveSessionRequest {
    /// An `UnarchiveSessionRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`UnarchiveSessionRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for checking the status of a session.
///
/// Only available if the Agent supports the `session.status` capability.
///
/// `session/status` MUST NOT have side effects. The Agent does not resume, create,
/// close, or change the session, and does not attach the requesting connection to it.
/// A session the Agent does not know gets `-32002` with the requested `sessionId` in `data`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionStatusRequest {
    /// The ID of the session to check.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionStatusRequest {
    /// A `SessionStatusRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`SessionStatusRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for `session/options`, which returns the config options a session
/// would start with, without creating or resuming a session.
///
/// Only available if the Agent supports the `session.options` capability.
///
/// `session/options` MUST NOT create or resume a session, send `session/update`
/// notifications, add an entry to `session/list`, or change an existing session. Agents
/// SHOULD NOT connect to MCP servers to answer it. Agents MAY start their runtime to resolve
/// the options. The rules above still hold for it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SessionOptionsRequest {
    /// The working directory to resolve options for. Must be an absolute path.
    pub cwd: AbsolutePath,
    /// Additional workspace roots to resolve options for. Each path MUST be absolute.
    ///
    /// Optional. Omitted and `null` are equivalent to an empty list.
    #[serde(
        rename = "additionalDirectories",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub additional_directories: Option<Vec<AbsolutePath>>,
    /// The session to resolve options for.
    ///
    /// Optional. Omitted and `null` are equivalent and mean a new session. When present,
    /// the Agent returns what `session/resume` with the same `cwd` and
    /// `additionalDirectories` would return, with the same `cwd` rules. A session the
    /// Agent does not know gets `-32002`.
    #[serde(rename = "sessionId", default, skip_serializing_if = "Option::is_none")]
    pub session_id: Option<SessionId>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SessionOptionsRequest {
    /// A `SessionOptionsRequest` with the given required fields; optional ones are unset.
    pub fn new(cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            cwd: cwd.into(),
            additional_directories: None,
            session_id: None,
            meta: None,
        }
    }
    /// Sets [`SessionOptionsRequest::additional_directories`].
    #[must_use]
    pub fn additional_directories(
        mut self,
        value: impl Into<Vec<AbsolutePath>>,
    ) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`SessionOptionsRequest::session_id`].
    #[must_use]
    pub fn session_id(mut self, value: impl Into<SessionId>) -> Self {
        self.session_id = Some(value.into());
        self
    }
    /// Sets [`SessionOptionsRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for setting the title of a session.
///
/// Only available if the Agent supports the `session.title` capability.
///
/// The session does not need to be active on the connection. Any session the Agent would
/// return from `session/list` can be retitled. A session that does not exist gets `-32002`.
///
/// The Agent responds only after it has stored the title. After a successful response, the
/// Agent SHOULD NOT replace the title with one it generates automatically.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetSessionTitleRequest {
    /// The ID of the session to retitle.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The new title for the session.
    ///
    /// Required and non-null. Omission and explicit `null` are both invalid. The Agent MAY
    /// normalize the title before storing it, for example by trimming whitespace or
    /// truncating it. The Agent rejects a title that fails its validation, including one
    /// that is empty after normalization, with `-32602`.
    pub title: String,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl SetSessionTitleRequest {
    /// A `SetSessionTitleRequest` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>, title: impl Into<String>) -> Self {
        Self {
            session_id: session_id.into(),
            title: title.into(),
            meta: None,
        }
    }
    /// Sets [`SetSessionTitleRequest::meta`].
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
/// Resumes an existing session and optionally replays retained conversation
/// history according to `replayFrom`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ResumeSessionRequest {
    /// The ID of the session to resume.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The working directory for this session. Must be an absolute path.
    ///
    /// Clients MUST send the session's working directory. Agents MAY reject a different directory
    /// with `-32602`, and MAY normalize paths when comparing.
    pub cwd: AbsolutePath,
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
    pub additional_directories: Option<Vec<AbsolutePath>>,
    /// List of MCP servers to connect to for this session.
    ///
    /// The complete set of Client-provided servers. Omitted and `[]` mean none. Agents SHOULD
    /// NOT restore servers from earlier requests.
    #[serde(
        rename = "mcpServers",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub mcp_servers: Option<Vec<McpServer>>,
    /// Inclusive cursor describing where conversation replay begins.
    ///
    /// Optional. Omitted and `null` are equivalent, and the Agent MUST NOT replay
    /// previous conversation history. Replay cursors are inclusive:
    /// replay includes the position identified by the cursor. Supplying
    /// `{ "type": "start" }` means the Agent MUST replay all retained
    /// conversation history before responding.
    ///
    /// Agents MUST reject unsupported cursor types or malformed cursor values
    /// with `-32602` (Invalid params), rather than substituting another cursor
    /// or resuming without replay.
    #[serde(rename = "replayFrom", default, skip_serializing_if = "Option::is_none")]
    pub replay_from: Option<ReplayFrom>,
    /// System-level instructions for the resumed session.
    ///
    /// Optional. Omitted and `null` are equivalent. The Agent MAY then keep a
    /// system prompt it stored with the session or use its default instructions.
    /// Clients MUST only send this when the Agent advertises
    /// `session.systemPrompt`, and SHOULD send the same value they used when the
    /// session was created.
    #[serde(rename = "systemPrompt", default, skip_serializing_if = "Option::is_none")]
    pub system_prompt: Option<SystemPrompt>,
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// Initial values for the session's config options.
    ///
    /// Optional. Omitted and `null` are equivalent to an empty list. Clients MUST only send
    /// this when the Agent advertises `session.options`.
    ///
    /// The Agent applies the entries in list order, as if the Client had called
    /// `session/set_config_option` for each entry after the session was set up. Malformed
    /// entries and duplicate `configId` values fail the request with `-32602`. The Agent MUST
    /// ignore an entry whose `configId` is unknown, whose `type` does not match the option,
    /// or whose value is not allowed when it is applied. The `configOptions` in the response contain the values the session actually
    /// has. The Agent SHOULD NOT send `config_option_update` notifications for these entries
    /// on the requesting connection. If the session is active on other connections, the
    /// Agent SHOULD send `config_option_update` on those connections.
    ///
    /// The Agent applies the entries before it replays history for `replayFrom` and before
    /// it responds.
    #[serde(
        rename = "configOptions",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::null_as_none"
    )]
    pub config_options: Option<Vec<InitialSessionConfigOption>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    pub fn new(session_id: impl Into<SessionId>, cwd: impl Into<AbsolutePath>) -> Self {
        Self {
            session_id: session_id.into(),
            cwd: cwd.into(),
            additional_directories: None,
            mcp_servers: None,
            replay_from: None,
            system_prompt: None,
            config_options: None,
            meta: None,
        }
    }
    /// Sets [`ResumeSessionRequest::additional_directories`].
    #[must_use]
    pub fn additional_directories(
        mut self,
        value: impl Into<Vec<AbsolutePath>>,
    ) -> Self {
        self.additional_directories = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionRequest::mcp_servers`].
    #[must_use]
    pub fn mcp_servers(mut self, value: impl Into<Vec<McpServer>>) -> Self {
        self.mcp_servers = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionRequest::replay_from`].
    #[must_use]
    pub fn replay_from(mut self, value: impl Into<ReplayFrom>) -> Self {
        self.replay_from = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionRequest::system_prompt`].
    #[must_use]
    pub fn system_prompt(mut self, value: impl Into<SystemPrompt>) -> Self {
        self.system_prompt = Some(value.into());
        self
    }
    /// Sets [`ResumeSessionRequest::config_options`].
    #[must_use]
    pub fn config_options(
        mut self,
        value: impl Into<Vec<InitialSessionConfigOption>>,
    ) -> Self {
        self.config_options = Some(value.into());
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
/// Inclusive cursor describing where replayed session history begins.
///
/// Replay includes the position identified by the cursor.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "type")]
#[non_exhaustive]
pub enum ReplayFrom {
    /// Replay all retained conversation history from its first replayable entry.
    #[serde(rename = "start")]
    Start(ReplayFromStart),
    /// Custom or future replay cursor.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Intermediaries SHOULD preserve the raw payload when storing, replaying,
    /// proxying, or forwarding requests. Agents that do not support this cursor
    /// MUST reject the request with `-32602` (Invalid params), rather than
    /// substituting another cursor or resuming without replay.
    #[serde(untagged)]
    Unknown(serde_json::Map<String, serde_json::Value>),
}
impl<'de> serde::Deserialize<'de> for ReplayFrom {
    fn deserialize<D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        crate::generated_support::lenient::tagged(deserializer)
    }
}
impl crate::generated_support::lenient::Tagged for ReplayFrom {
    const TAG: &'static str = "type";
    fn is_known(tag: &str) -> bool {
        matches!(tag, "start")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "start" => {
                <ReplayFromStart as serde::Deserialize>::deserialize(rest)
                    .map(Self::Start)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `start`: ", e),
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
                    "start" => {
                        crate::generated_support::lenient::from_map::<
                            ReplayFromStart,
                            E,
                        >(map, "type `start`: ")
                            .map(Self::Start)
                    }
                    _ => Ok(Self::Unknown(map)),
                }
            }
        }
    }
}
impl ReplayFrom {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Start(_) => "start",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl From<ReplayFromStart> for ReplayFrom {
    fn from(value: ReplayFromStart) -> Self {
        Self::Start(value)
    }
}
/// Inclusive replay cursor requesting replay from the start of retained conversation history.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ReplayFromStart {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ReplayFromStart {
    /// A `ReplayFromStart` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`ReplayFromStart::meta`].
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
/// The Agent MUST cancel any ongoing work related to the session as if `session/cancel`
/// was called, then free the resources associated with the session. Unlike `session/cancel`,
/// closing also stops the session's background work. After the close response, the Agent
/// sends no notifications or requests for the session on that connection. It still
/// answers `session/prompt` requests that were pending.
///
/// Closing a session that does not exist or is not active SHOULD succeed, and Clients SHOULD
/// treat a `-32002` response as a successful close.
///
/// When closing cancels active foreground work, the Agent MUST send the final
/// updates for that work and the idle `state_update` with `stopReason: "cancelled"`
/// before responding successfully to `session/close`. Closing an idle session
/// does not itself require another idle update.
///
/// Closing also cancels pending `session/prompt` requests whose messages have not
/// been inserted, including held prompts. If closing prevents a prompt's user message from being inserted, the
/// Agent MUST answer that request with `-32800` (Request cancelled). If the message
/// has already been inserted, the Agent MUST respond successfully with its
/// `messageId`. Prompt responses need not precede the close response.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CloseSessionRequest {
    /// The ID of the session to close.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Request parameters for cancelling one tool call.
///
/// Clients MUST NOT send it unless the tool call currently advertises `capabilities.cancel`.
///
/// The Agent responds once it has accepted the cancellation. The response does not mean
/// the work has stopped. The Agent confirms it with a `tool_call_update` to a final
/// status: normally `cancelled`, or `completed` or `failed` if the work finished first.
///
/// The Agent responds with `-32602` if the tool call is unknown, already final, or not
/// cancellable. Cancelling a tool call does not change the foreground state by itself.
///
/// See protocol docs: [Cancelling Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-tool-calls)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelToolCallRequest {
    /// The ID of the session that owns the tool call.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the tool call to cancel.
    #[serde(rename = "toolCallId")]
    pub tool_call_id: ToolCallId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CancelToolCallRequest {
    /// A `CancelToolCallRequest` with the given required fields; optional ones are unset.
    pub fn new(
        session_id: impl Into<SessionId>,
        tool_call_id: impl Into<ToolCallId>,
    ) -> Self {
        Self {
            session_id: session_id.into(),
            tool_call_id: tool_call_id.into(),
            meta: None,
        }
    }
    /// Sets [`CancelToolCallRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Request parameters for cancelling one terminal.
///
/// Clients MUST NOT send it unless the terminal currently advertises `capabilities.cancel`.
///
/// The Agent responds once it has accepted the cancellation. The response does not mean
/// the work has stopped. The Agent confirms it with a `terminal_update` that sets
/// `exitStatus`. Cancelling stops the process but does not release the terminal, and does
/// not change the status of a tool call that references it.
///
/// The Agent responds with `-32602` if the terminal is unknown, has already exited, or is not
/// cancellable. Cancelling a terminal does not change the foreground state by itself.
///
/// See protocol docs: [Cancelling Terminals](https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-terminals)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelTerminalRequest {
    /// The ID of the session that owns the terminal.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the terminal to cancel.
    #[serde(rename = "terminalId")]
    pub terminal_id: TerminalId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CancelTerminalRequest {
    /// A `CancelTerminalRequest` with the given required fields; optional ones are unset.
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
    /// Sets [`CancelTerminalRequest::meta`].
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
///
/// Agents MUST support this method for any session the Client created or resumed
/// where they advertise config options. For a child session, the child's
/// capabilities decide whether the Client can send it, and none defined today
/// permits it.
/// Agents MUST reject an unknown `configId` or invalid value with `-32602` and leave the
/// configuration unchanged.
///
/// See protocol docs: [Session Config Options](https://agentclientprotocol.com/protocol/v2/draft/session-config-options#setting-a-config-option)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SetSessionConfigOptionRequest {
    /// The ID of the session to set the configuration option for.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The ID of the configuration option to set.
    #[serde(rename = "configId")]
    pub config_id: SessionConfigId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// A `SessionConfigValueId` string value (`type: "id"`).
    #[serde(rename = "id")]
    #[non_exhaustive]
    Id {
        /// The value ID.
        value: SessionConfigValueId,
    },
    /// A boolean value (`type: "boolean"`).
    #[serde(rename = "boolean")]
    #[non_exhaustive]
    Boolean {
        /// The boolean value.
        value: bool,
    },
    /// Custom or future session configuration option value payload.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Agents MUST reject a `session/set_config_option` request with a value type
    /// they do not support with `-32602`.
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
        matches!(tag, "id" | "boolean")
    }
    fn decode_variant<'de, D: serde::Deserializer<'de>>(
        tag: &str,
        rest: D,
    ) -> Result<Self, D::Error> {
        match tag {
            "id" => {
                {
                    #[derive(serde::Deserialize)]
                    struct Fields {
                        /// The value ID.
                        value: SessionConfigValueId,
                    }
                    <Fields as serde::Deserialize>::deserialize(rest)
                        .map(|f| Self::Id { value: f.value })
                }
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "type `id`: ", e),
                    ))
            }
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
            None => Err(serde::de::Error::missing_field("type")),
            Some(tag) => {
                match tag {
                    "id" => {
                        #[derive(serde::Deserialize)]
                        struct Fields {
                            /// The value ID.
                            value: SessionConfigValueId,
                        }
                        crate::generated_support::lenient::from_map::<
                            Fields,
                            E,
                        >(map, "type `id`: ")
                            .map(|f| Self::Id { value: f.value })
                    }
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
                    _ => {
                        for field in ["value"] {
                            if !map.contains_key(field) {
                                return Err(serde::de::Error::missing_field(field));
                            }
                        }
                        Ok(Self::Unknown(map))
                    }
                }
            }
        }
    }
}
impl SetSessionConfigOptionRequestKind {
    /// The value of `type` on the wire; for [`Self::Unknown`], the `type` it was received with (`""` if it has none, as when built by hand).
    pub fn tag(&self) -> &str {
        match self {
            Self::Id { .. } => "id",
            Self::Boolean { .. } => "boolean",
            Self::Unknown(map) => {
                map.get("type").and_then(serde_json::Value::as_str).unwrap_or_default()
            }
        }
    }
}
impl SetSessionConfigOptionRequestKind {
    /// [`SetSessionConfigOptionRequestKind::Id`] with the given required fields; optional ones are unset.
    pub fn id(value: impl Into<SessionConfigValueId>) -> Self {
        Self::Id { value: value.into() }
    }
    /// [`SetSessionConfigOptionRequestKind::Boolean`] with the given required fields; optional ones are unset.
    pub fn boolean(value: impl Into<bool>) -> Self {
        Self::Boolean {
            value: value.into(),
        }
    }
}
/// Request parameters for sending a user prompt to the Agent.
///
/// Contains the user's message and any additional context.
///
/// See protocol docs: [User Message](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#1-user-message)
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
    /// The Client MAY include referenced pieces of context as either
    /// `resource` or `resource_link` content blocks.
    ///
    /// When available, `resource` is preferred
    /// as it avoids extra round-trips and allows the message to include
    /// pieces of context from sources the Agent might not have access to.
    ///
    /// Clients MUST NOT send an empty array. Agents MAY reject one with `-32602` without
    /// inserting it.
    pub prompt: Vec<ContentBlock>,
    /// Identifies one prompt submission within this session.
    ///
    /// Optional. Omitted and `null` are equivalent and mean no key. The Agent then handles
    /// the prompt without duplicate detection.
    ///
    /// The Client generates the key and sends the same key on every attempt for the same
    /// submission. Agents that advertise `capabilities.session` MUST support the key.
    /// A retry of a recorded insertion returns the original `messageId` without inserting
    /// another message.
    ///
    /// The Agent MUST recognize the key for as long as it retains the message, including
    /// across connections and Agent restarts. For a live-only message, it MUST recognize
    /// the key while the session stays active on a connection. A retry with a forgotten
    /// key is a new submission, even immediately after reconnecting. If a duplicate
    /// would matter and the Client cannot rule it out, it SHOULD NOT retry automatically.
    ///
    /// When present, the value is an opaque, case-sensitive string of 1 to 255 characters.
    /// Agents MUST reject any other value with `-32602` (Invalid params) and MUST NOT treat
    /// it as omitted.
    ///
    /// See protocol docs: [Retrying a prompt](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#retrying-a-prompt)
    #[serde(rename = "idempotencyKey", default, skip_serializing_if = "Option::is_none")]
    pub idempotency_key: Option<IdempotencyKey>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
            idempotency_key: None,
            meta: None,
        }
    }
    /// Sets [`PromptRequest::idempotency_key`].
    #[must_use]
    pub fn idempotency_key(mut self, value: impl Into<IdempotencyKey>) -> Self {
        self.idempotency_key = Some(value.into());
        self
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
/// A key the Client generates to identify one `session/prompt` submission across attempts.
///
/// The key is an opaque, case-sensitive string of 1 to 255 characters. It is scoped to the
/// session named by the request's `sessionId`.
///
/// See protocol docs: [Retrying a prompt](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#retrying-a-prompt)
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
pub struct IdempotencyKey(pub String);
impl IdempotencyKey {
    /// The id as a string slice.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}
impl From<String> for IdempotencyKey {
    fn from(value: String) -> Self {
        Self(value)
    }
}
impl From<&str> for IdempotencyKey {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}
impl AsRef<str> for IdempotencyKey {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl std::fmt::Display for IdempotencyKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
/// Response to a permission request.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct RequestPermissionResponse {
    /// The user's decision on the permission request.
    pub outcome: RequestPermissionOutcome,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// The request was not approved and no option was selected: the session's work was
    /// cancelled, the user dismissed the prompt, or the Client declined it by policy.
    /// Agents MUST NOT proceed with the operation.
    ///
    /// The Client answers a request the Agent cancels with `$/cancel_request` with
    /// this outcome. After sending `session/cancel`, the Client MAY also send it
    /// without waiting for `$/cancel_request`, for a request it knows belongs to the
    /// cancelled foreground work.
    ///
    /// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#cancellation)
    #[serde(rename = "cancelled")]
    Cancelled(CancelledPermissionOutcome),
    /// The user selected an option. Selection is not approval by itself.
    ///
    /// The Agent MUST match `optionId` against the options it offered in this request.
    /// For `reject_once` or `reject_always`, the Agent MUST NOT perform the requested
    /// operation. If no option matches or the Agent does not understand its `kind`,
    /// the Agent MUST NOT treat the response as approval.
    #[serde(rename = "selected")]
    Selected(SelectedPermissionOutcome),
    /// Custom or future permission outcome.
    ///
    /// Values beginning with `_` are reserved for implementation-specific
    /// extensions. Unknown values that do not begin with `_` are reserved for
    /// future ACP variants.
    ///
    /// Agents that do not understand this outcome MUST NOT treat it as approval.
    /// They SHOULD preserve the raw payload when storing, replaying, proxying, or
    /// forwarding permission responses, and otherwise fail or decline the
    /// permission request according to policy.
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
                <CancelledPermissionOutcome as serde::Deserialize>::deserialize(rest)
                    .map(Self::Cancelled)
                    .map_err(|e| serde::de::Error::custom(
                        format_args!("{}{}", "outcome `cancelled`: ", e),
                    ))
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
                    "cancelled" => {
                        crate::generated_support::lenient::from_map::<
                            CancelledPermissionOutcome,
                            E,
                        >(map, "outcome `cancelled`: ")
                            .map(Self::Cancelled)
                    }
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
            Self::Cancelled(_) => "cancelled",
            Self::Selected(_) => "selected",
            Self::Unknown(map) => {
                map.get("outcome")
                    .and_then(serde_json::Value::as_str)
                    .unwrap_or_default()
            }
        }
    }
}
impl From<CancelledPermissionOutcome> for RequestPermissionOutcome {
    fn from(value: CancelledPermissionOutcome) -> Self {
        Self::Cancelled(value)
    }
}
impl From<SelectedPermissionOutcome> for RequestPermissionOutcome {
    fn from(value: SelectedPermissionOutcome) -> Self {
        Self::Selected(value)
    }
}
/// The request was not approved and no option was selected.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelledPermissionOutcome {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CancelledPermissionOutcome {
    /// A `CancelledPermissionOutcome` with the given required fields; optional ones are unset.
    pub fn new() -> Self {
        Self { meta: None }
    }
    /// Sets [`CancelledPermissionOutcome::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// Identifies the option the user chose, whether it allows or rejects the operation.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct SelectedPermissionOutcome {
    /// The ID of the option the user selected from this request's `options`.
    #[serde(rename = "optionId")]
    pub option_id: PermissionOptionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// Response from the Client to an elicitation request.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CreateElicitationResponse {
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
    /// responses, and otherwise MUST handle it as `cancel`.
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
    /// Any other JSON value, such as the value of a custom or future property type.
    ///
    /// Preserved as sent. Agents validate it against the requested schema like any
    /// other value.
    Other(serde_json::Value),
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
impl From<serde_json::Value> for ElicitationContentValue {
    fn from(value: serde_json::Value) -> Self {
        Self::Other(value)
    }
}
/// The user accepted the elicitation and provided content.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ElicitationAcceptAction {
    /// The user-provided content, if any, as an object matching the requested schema.
    ///
    /// Omitted and `null` are equivalent and mean no content is provided.
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
/// **UNSTABLE**
///
/// The successful outer ACP `mcp/message` response carries exactly one
/// inner MCP outcome: an opaque result (including JSON null), or an MCP error.
/// Outer ACP errors are reserved for binding and runtime failures.
///
/// Both branches require their carrier key. An error MUST be a non-null object.
/// Unknown outer fields are ignored. Inner result and error fields are preserved.
/// Carrier `_meta` is optional. Omitted and `null` are equivalent.
/// Senders MUST include exactly one outcome.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(untagged)]
#[non_exhaustive]
pub enum MessageMcpResponse {
    /// An opaque inner MCP result.
    #[non_exhaustive]
    Result {
        /// Required, even if JSON null.
        result: serde_json::Value,
        /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
        /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        /// Implementations MUST NOT assign meaning to keys they do not recognize.
        /// This is ACP metadata, not the inner MCP message's `_meta`.
        ///
        /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        #[serde(
            rename = "_meta",
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::generated_support::lenient::object_or_none"
        )]
        meta: Option<serde_json::Map<String, serde_json::Value>>,
    },
    /// A structured inner MCP error.
    #[non_exhaustive]
    Error {
        /// Required, non-null MCP error object.
        error: McpError,
        /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
        /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
        /// Implementations MUST NOT assign meaning to keys they do not recognize.
        /// This is ACP metadata, not the inner MCP message's `_meta`.
        ///
        /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
        #[serde(
            rename = "_meta",
            default,
            skip_serializing_if = "Option::is_none",
            deserialize_with = "crate::generated_support::lenient::object_or_none"
        )]
        meta: Option<serde_json::Map<String, serde_json::Value>>,
    },
}
impl MessageMcpResponse {
    /// [`MessageMcpResponse::Result`] with the given required fields; optional ones are unset.
    pub fn result(result: impl Into<serde_json::Value>) -> Self {
        Self::Result {
            result: result.into(),
            meta: None,
        }
    }
    /// [`MessageMcpResponse::Error`] with the given required fields; optional ones are unset.
    pub fn error(error: impl Into<McpError>) -> Self {
        Self::Error {
            error: error.into(),
            meta: None,
        }
    }
    /// Sets `meta`.
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        let (Self::Result { meta, .. } | Self::Error { meta, .. }) = &mut self;
        *meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// An inner MCP error, distinct from an outer ACP binding or runtime error.
///
/// `code` and `message` are required and non-null. `data` is optional.
/// Explicit `null` is preserved separately from an omitted key.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct McpError {
    /// Inner MCP error code. Never an ACP error code.
    pub code: i32,
    /// Inner MCP error message.
    pub message: String,
    /// Optional error data. Explicit null is retained.
    ///
    /// `None` leaves the field out, `Some(Value::Null)` sends `null`.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::keep_null"
    )]
    pub data: Option<serde_json::Value>,
    /// Properties the schema does not name, kept as received.
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}
impl McpError {
    /// A `McpError` with the given required fields; optional ones are unset.
    pub fn new(code: impl Into<i32>, message: impl Into<String>) -> Self {
        Self {
            code: code.into(),
            message: message.into(),
            data: None,
            extra: Default::default(),
        }
    }
    /// Sets [`McpError::data`].
    #[must_use]
    pub fn data(mut self, value: impl Into<serde_json::Value>) -> Self {
        self.data = Some(value.into());
        self
    }
}
/// Cancels the named session's active foreground work and earlier prompts not yet inserted.
/// It does not cancel later submissions or work in the session's latest `background` list.
///
/// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#cancellation)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelSessionNotification {
    /// The ID of the session whose foreground work to cancel.
    #[serde(rename = "sessionId")]
    pub session_id: SessionId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl CancelSessionNotification {
    /// A `CancelSessionNotification` with the given required fields; optional ones are unset.
    pub fn new(session_id: impl Into<SessionId>) -> Self {
        Self {
            session_id: session_id.into(),
            meta: None,
        }
    }
    /// Sets [`CancelSessionNotification::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// Notification for an active request, sent from provider to consumer.
/// Includes subscription acknowledgements and updates.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct MessageMcpNotification {
    /// The declared ACP MCP server handling the associated request.
    #[serde(rename = "serverId")]
    pub server_id: McpServerAcpId,
    /// The identifier of the active inner MCP request.
    #[serde(rename = "requestId")]
    pub request_id: McpRequestId,
    /// The inner MCP method name.
    pub method: String,
    /// Optional inner MCP params. Null is equivalent to omission.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub params: Option<serde_json::Map<String, serde_json::Value>>,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    /// This is ACP metadata, not the inner MCP message's `_meta`.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl MessageMcpNotification {
    /// A `MessageMcpNotification` with the given required fields; optional ones are unset.
    pub fn new(
        server_id: impl Into<McpServerAcpId>,
        request_id: impl Into<McpRequestId>,
        method: impl Into<String>,
    ) -> Self {
        Self {
            server_id: server_id.into(),
            request_id: request_id.into(),
            method: method.into(),
            params: None,
            meta: None,
        }
    }
    /// Sets [`MessageMcpNotification::params`].
    #[must_use]
    pub fn params(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.params = Some(value.into());
        self
    }
    /// Sets [`MessageMcpNotification::meta`].
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
/// See protocol docs: [Cancellation](https://agentclientprotocol.com/protocol/v2/draft/cancellation)
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct CancelRequestNotification {
    /// The ID of the request to cancel: a request that the sender of this notification issued.
    /// Receivers match it only against requests they received from that sender.
    #[serde(rename = "requestId")]
    pub request_id: RequestId,
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
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
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Request parameters for `proxy/initialize`.
///
/// A conductor sends `proxy/initialize` instead of `initialize` to every component that has a
/// successor, which tells the component to run as a proxy. The params and the response are
/// the same as for `initialize`. A conductor sends `initialize` to the final Agent.
///
/// The params carry the protocol version the conductor selected: the Client's requested
/// version, unless the conductor supports only a lower one. Before answering successfully,
/// the proxy MUST forward an `initialize` request to its successor through `proxy/successor`.
///
/// See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct InitializeProxyRequest(pub InitializeRequest);
impl From<InitializeRequest> for InitializeProxyRequest {
    fn from(value: InitializeRequest) -> Self {
        Self(value)
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Parameters of a `proxy/successor` request.
///
/// A proxy sends it to forward a message to its successor, and the conductor sends it to
/// deliver a message from the successor to the proxy. The envelope wraps one request: `method`
/// and `params` are the wrapped request's method and params.
///
/// The result or error of the wrapped request is returned unchanged, as the same JSON value,
/// as the result or error of the `proxy/successor` request. Errors the conductor returns
/// itself, for example because the successor has exited, are not wrapped results.
///
/// To cancel it, the sender sends `$/cancel_request` with the ID of this `proxy/successor`
/// request on the same connection. Cancellation is never forwarded to another hop.
///
/// See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ProxySuccessorRequest {
    /// Method name of the wrapped request.
    pub method: String,
    /// Params of the wrapped request, forwarded unchanged.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the wrapped request has no params.
    /// When present, it MUST be a JSON object or array, as JSON-RPC requires.
    /// The wrapped request's own `_meta` stays inside these params.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub params: Option<serde_json::Value>,
    /// Metadata for the `proxy/successor` envelope itself, separate from the wrapped
    /// message's `_meta`. It is hop-local: the conductor does not copy it into the message
    /// it unwraps.
    ///
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ProxySuccessorRequest {
    /// A `ProxySuccessorRequest` with the given required fields; optional ones are unset.
    pub fn new(method: impl Into<String>) -> Self {
        Self {
            method: method.into(),
            params: None,
            meta: None,
        }
    }
    /// Sets [`ProxySuccessorRequest::params`].
    #[must_use]
    pub fn params(mut self, value: impl Into<serde_json::Value>) -> Self {
        self.params = Some(value.into());
        self
    }
    /// Sets [`ProxySuccessorRequest::meta`].
    #[must_use]
    pub fn meta(
        mut self,
        value: impl Into<serde_json::Map<String, serde_json::Value>>,
    ) -> Self {
        self.meta = Some(value.into());
        self
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Response to `proxy/initialize`.
///
/// The same as the `initialize` response. The proxy builds it from its successor's
/// `initialize` response and answers with the capabilities of the chain from itself onward.
/// It MUST NOT change `protocolVersion`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct InitializeProxyResponse(pub InitializeResponse);
impl From<InitializeResponse> for InitializeProxyResponse {
    fn from(value: InitializeResponse) -> Self {
        Self(value)
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Result of a `proxy/successor` request: the wrapped request's result, forwarded unchanged.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
#[allow(
    clippy::exhaustive_structs,
    reason = "a transparent newtype: its one wire value"
)]
pub struct ProxySuccessorResponse(pub serde_json::Value);
impl From<serde_json::Value> for ProxySuccessorResponse {
    fn from(value: serde_json::Value) -> Self {
        Self(value)
    }
}
/// **UNSTABLE**
///
/// This capability is not part of the spec yet, and may be removed or changed at any point.
///
/// Parameters of a `proxy/successor` notification.
///
/// A proxy sends it to forward a message to its successor, and the conductor sends it to
/// deliver a message from the successor to the proxy. The envelope wraps one notification: `method`
/// and `params` are the wrapped notification's method and params.
///
/// See the [Proxy Chains RFD](https://agentclientprotocol.com/rfds/proxy-chains).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[non_exhaustive]
pub struct ProxySuccessorNotification {
    /// Method name of the wrapped notification.
    pub method: String,
    /// Params of the wrapped notification, forwarded unchanged.
    ///
    /// Optional. Omitted and `null` are equivalent and mean the wrapped notification has no params.
    /// When present, it MUST be a JSON object or array, as JSON-RPC requires.
    /// The wrapped notification's own `_meta` stays inside these params.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub params: Option<serde_json::Value>,
    /// Metadata for the `proxy/successor` envelope itself, separate from the wrapped
    /// message's `_meta`. It is hop-local: the conductor does not copy it into the message
    /// it unwraps.
    ///
    /// The _meta property is reserved by ACP to allow Clients and Agents to attach additional
    /// metadata to their interactions. Omitted and `null` are equivalent and mean no metadata.
    /// Implementations MUST NOT assign meaning to keys they do not recognize.
    ///
    /// See protocol docs: [Extensibility](https://agentclientprotocol.com/protocol/v2/draft/extensibility)
    #[serde(
        rename = "_meta",
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "crate::generated_support::lenient::object_or_none"
    )]
    pub meta: Option<serde_json::Map<String, serde_json::Value>>,
}
impl ProxySuccessorNotification {
    /// A `ProxySuccessorNotification` with the given required fields; optional ones are unset.
    pub fn new(method: impl Into<String>) -> Self {
        Self {
            method: method.into(),
            params: None,
            meta: None,
        }
    }
    /// Sets [`ProxySuccessorNotification::params`].
    #[must_use]
    pub fn params(mut self, value: impl Into<serde_json::Value>) -> Self {
        self.params = Some(value.into());
        self
    }
    /// Sets [`ProxySuccessorNotification::meta`].
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
        name: "session/request_permission",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "RequestPermissionRequest",
        result: Some("RequestPermissionResponse"),
        rust_name: "request_permission",
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
        name: "mcp/message",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "MessageMcpRequest",
        result: Some("MessageMcpResponse"),
        rust_name: "message_mcp",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/update",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "UpdateSessionNotification",
        result: None,
        rust_name: "update_session",
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
        name: "auth/status_update",
        side: crate::jsonrpc::method::Side::Client,
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "AuthStatusUpdateNotification",
        result: None,
        rust_name: "auth_status_update",
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
        name: "auth/login",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "LoginAuthRequest",
        result: Some("LoginAuthResponse"),
        rust_name: "login_auth",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "providers/list",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "ListProvidersRequest",
        result: Some("ListProvidersResponse"),
        rust_name: "list_providers",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "providers/set",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "SetProviderRequest",
        result: Some("SetProviderResponse"),
        rust_name: "set_provider",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "providers/disable",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "DisableProviderRequest",
        result: Some("DisableProviderResponse"),
        rust_name: "disable_provider",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "auth/logout",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "LogoutAuthRequest",
        result: Some("LogoutAuthResponse"),
        rust_name: "logout_auth",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "auth/status",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "AuthStatusRequest",
        result: Some("AuthStatusResponse"),
        rust_name: "auth_status",
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
        name: "session/fork",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "ForkSessionRequest",
        result: Some("ForkSessionResponse"),
        rust_name: "fork_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/archive",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "ArchiveSessionRequest",
        result: Some("ArchiveSessionResponse"),
        rust_name: "archive_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/unarchive",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "UnarchiveSessionRequest",
        result: Some("UnarchiveSessionResponse"),
        rust_name: "unarchive_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/status",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "SessionStatusRequest",
        result: Some("SessionStatusResponse"),
        rust_name: "session_status",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/options",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "SessionOptionsRequest",
        result: Some("SessionOptionsResponse"),
        rust_name: "session_options",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "session/set_title",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "SetSessionTitleRequest",
        result: Some("SetSessionTitleResponse"),
        rust_name: "set_session_title",
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
        name: "tool_call/cancel",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "CancelToolCallRequest",
        result: Some("CancelToolCallResponse"),
        rust_name: "cancel_tool_call",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "terminal/cancel",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "CancelTerminalRequest",
        result: Some("CancelTerminalResponse"),
        rust_name: "cancel_terminal",
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
        params: "CancelSessionNotification",
        result: None,
        rust_name: "cancel_session",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "mcp/message",
        side: crate::jsonrpc::method::Side::Agent,
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "MessageMcpNotification",
        result: None,
        rust_name: "message_mcp",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "$/cancel_request",
        side: crate::jsonrpc::method::Side::Protocol,
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "CancelRequestNotification",
        result: None,
        rust_name: "cancel_request",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "proxy/initialize",
        side: crate::jsonrpc::method::Side::Other("proxy"),
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "InitializeProxyRequest",
        result: Some("InitializeProxyResponse"),
        rust_name: "initialize_proxy",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "proxy/successor",
        side: crate::jsonrpc::method::Side::Other("proxy"),
        kind: crate::jsonrpc::method::MethodKind::Request,
        params: "ProxySuccessorRequest",
        result: Some("ProxySuccessorResponse"),
        rust_name: "proxy_successor",
    },
    crate::jsonrpc::method::MethodInfo {
        name: "proxy/successor",
        side: crate::jsonrpc::method::Side::Other("proxy"),
        kind: crate::jsonrpc::method::MethodKind::Notification,
        params: "ProxySuccessorNotification",
        result: None,
        rust_name: "proxy_successor_notification",
    },
];
impl crate::jsonrpc::method::Request for RequestPermissionRequest {
    const METHOD: &'static str = "session/request_permission";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = RequestPermissionResponse;
}
impl crate::jsonrpc::method::Request for CreateElicitationRequest {
    const METHOD: &'static str = "elicitation/create";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = CreateElicitationResponse;
}
impl crate::jsonrpc::method::Request for MessageMcpRequest {
    const METHOD: &'static str = "mcp/message";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
    type Response = MessageMcpResponse;
}
impl crate::jsonrpc::method::Notification for UpdateSessionNotification {
    const METHOD: &'static str = "session/update";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
}
impl crate::jsonrpc::method::Notification for CompleteElicitationNotification {
    const METHOD: &'static str = "elicitation/complete";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
}
impl crate::jsonrpc::method::Notification for AuthStatusUpdateNotification {
    const METHOD: &'static str = "auth/status_update";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Client;
}
impl crate::jsonrpc::method::Request for InitializeRequest {
    const METHOD: &'static str = "initialize";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = InitializeResponse;
}
impl crate::jsonrpc::method::Request for LoginAuthRequest {
    const METHOD: &'static str = "auth/login";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = LoginAuthResponse;
}
impl crate::jsonrpc::method::Request for ListProvidersRequest {
    const METHOD: &'static str = "providers/list";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = ListProvidersResponse;
}
impl crate::jsonrpc::method::Request for SetProviderRequest {
    const METHOD: &'static str = "providers/set";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = SetProviderResponse;
}
impl crate::jsonrpc::method::Request for DisableProviderRequest {
    const METHOD: &'static str = "providers/disable";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = DisableProviderResponse;
}
impl crate::jsonrpc::method::Request for LogoutAuthRequest {
    const METHOD: &'static str = "auth/logout";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = LogoutAuthResponse;
}
impl crate::jsonrpc::method::Request for AuthStatusRequest {
    const METHOD: &'static str = "auth/status";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = AuthStatusResponse;
}
impl crate::jsonrpc::method::Request for NewSessionRequest {
    const METHOD: &'static str = "session/new";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = NewSessionResponse;
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
impl crate::jsonrpc::method::Request for ForkSessionRequest {
    const METHOD: &'static str = "session/fork";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = ForkSessionResponse;
}
impl crate::jsonrpc::method::Request for ArchiveSessionRequest {
    const METHOD: &'static str = "session/archive";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = ArchiveSessionResponse;
}
impl crate::jsonrpc::method::Request for UnarchiveSessionRequest {
    const METHOD: &'static str = "session/unarchive";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = UnarchiveSessionResponse;
}
impl crate::jsonrpc::method::Request for SessionStatusRequest {
    const METHOD: &'static str = "session/status";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = SessionStatusResponse;
}
impl crate::jsonrpc::method::Request for SessionOptionsRequest {
    const METHOD: &'static str = "session/options";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = SessionOptionsResponse;
}
impl crate::jsonrpc::method::Request for SetSessionTitleRequest {
    const METHOD: &'static str = "session/set_title";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = SetSessionTitleResponse;
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
impl crate::jsonrpc::method::Request for CancelToolCallRequest {
    const METHOD: &'static str = "tool_call/cancel";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = CancelToolCallResponse;
}
impl crate::jsonrpc::method::Request for CancelTerminalRequest {
    const METHOD: &'static str = "terminal/cancel";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
    type Response = CancelTerminalResponse;
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
impl crate::jsonrpc::method::Notification for CancelSessionNotification {
    const METHOD: &'static str = "session/cancel";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
}
impl crate::jsonrpc::method::Notification for MessageMcpNotification {
    const METHOD: &'static str = "mcp/message";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Agent;
}
impl crate::jsonrpc::method::Notification for CancelRequestNotification {
    const METHOD: &'static str = "$/cancel_request";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Protocol;
}
impl crate::jsonrpc::method::Request for InitializeProxyRequest {
    const METHOD: &'static str = "proxy/initialize";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Other(
        "proxy",
    );
    type Response = InitializeProxyResponse;
}
impl crate::jsonrpc::method::Request for ProxySuccessorRequest {
    const METHOD: &'static str = "proxy/successor";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Other(
        "proxy",
    );
    type Response = ProxySuccessorResponse;
}
impl crate::jsonrpc::method::Notification for ProxySuccessorNotification {
    const METHOD: &'static str = "proxy/successor";
    const SIDE: crate::jsonrpc::method::Side = crate::jsonrpc::method::Side::Other(
        "proxy",
    );
}
/// A request a client sends and an agent serves, decoded by method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ClientRequest {
    /// `initialize`
    Initialize(InitializeRequest),
    /// `auth/login`
    LoginAuth(LoginAuthRequest),
    /// `providers/list`
    ListProviders(ListProvidersRequest),
    /// `providers/set`
    SetProvider(SetProviderRequest),
    /// `providers/disable`
    DisableProvider(DisableProviderRequest),
    /// `auth/logout`
    LogoutAuth(LogoutAuthRequest),
    /// `auth/status`
    AuthStatus(AuthStatusRequest),
    /// `session/new`
    NewSession(NewSessionRequest),
    /// `session/list`
    ListSessions(ListSessionsRequest),
    /// `session/delete`
    DeleteSession(DeleteSessionRequest),
    /// `session/fork`
    ForkSession(ForkSessionRequest),
    /// `session/archive`
    ArchiveSession(ArchiveSessionRequest),
    /// `session/unarchive`
    UnarchiveSession(UnarchiveSessionRequest),
    /// `session/status`
    SessionStatus(SessionStatusRequest),
    /// `session/options`
    SessionOptions(SessionOptionsRequest),
    /// `session/set_title`
    SetSessionTitle(SetSessionTitleRequest),
    /// `session/resume`
    ResumeSession(ResumeSessionRequest),
    /// `session/close`
    CloseSession(CloseSessionRequest),
    /// `tool_call/cancel`
    CancelToolCall(CancelToolCallRequest),
    /// `terminal/cancel`
    CancelTerminal(CancelTerminalRequest),
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
            Self::LoginAuth(_) => "auth/login",
            Self::ListProviders(_) => "providers/list",
            Self::SetProvider(_) => "providers/set",
            Self::DisableProvider(_) => "providers/disable",
            Self::LogoutAuth(_) => "auth/logout",
            Self::AuthStatus(_) => "auth/status",
            Self::NewSession(_) => "session/new",
            Self::ListSessions(_) => "session/list",
            Self::DeleteSession(_) => "session/delete",
            Self::ForkSession(_) => "session/fork",
            Self::ArchiveSession(_) => "session/archive",
            Self::UnarchiveSession(_) => "session/unarchive",
            Self::SessionStatus(_) => "session/status",
            Self::SessionOptions(_) => "session/options",
            Self::SetSessionTitle(_) => "session/set_title",
            Self::ResumeSession(_) => "session/resume",
            Self::CloseSession(_) => "session/close",
            Self::CancelToolCall(_) => "tool_call/cancel",
            Self::CancelTerminal(_) => "terminal/cancel",
            Self::SetSessionConfigOption(_) => "session/set_config_option",
            Self::Prompt(_) => "session/prompt",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::DeleteSession(message) => Some(&message.session_id),
            Self::ForkSession(message) => Some(&message.session_id),
            Self::ArchiveSession(message) => Some(&message.session_id),
            Self::UnarchiveSession(message) => Some(&message.session_id),
            Self::SessionStatus(message) => Some(&message.session_id),
            Self::SetSessionTitle(message) => Some(&message.session_id),
            Self::ResumeSession(message) => Some(&message.session_id),
            Self::CloseSession(message) => Some(&message.session_id),
            Self::CancelToolCall(message) => Some(&message.session_id),
            Self::CancelTerminal(message) => Some(&message.session_id),
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
            "auth/login" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::LoginAuth)
            }
            "providers/list" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::ListProviders)
            }
            "providers/set" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::SetProvider)
            }
            "providers/disable" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::DisableProvider)
            }
            "auth/logout" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::LogoutAuth)
            }
            "auth/status" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::AuthStatus)
            }
            "session/new" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::NewSession)
            }
            "session/list" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::ListSessions)
            }
            "session/delete" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::DeleteSession)
            }
            "session/fork" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::ForkSession)
            }
            "session/archive" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::ArchiveSession)
            }
            "session/unarchive" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::UnarchiveSession)
            }
            "session/status" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::SessionStatus)
            }
            "session/options" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::SessionOptions)
            }
            "session/set_title" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::SetSessionTitle)
            }
            "session/resume" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::ResumeSession)
            }
            "session/close" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::CloseSession)
            }
            "tool_call/cancel" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::CancelToolCall)
            }
            "terminal/cancel" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::CancelTerminal)
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
            Self::LoginAuth(value) => value.serialize(serializer),
            Self::ListProviders(value) => value.serialize(serializer),
            Self::SetProvider(value) => value.serialize(serializer),
            Self::DisableProvider(value) => value.serialize(serializer),
            Self::LogoutAuth(value) => value.serialize(serializer),
            Self::AuthStatus(value) => value.serialize(serializer),
            Self::NewSession(value) => value.serialize(serializer),
            Self::ListSessions(value) => value.serialize(serializer),
            Self::DeleteSession(value) => value.serialize(serializer),
            Self::ForkSession(value) => value.serialize(serializer),
            Self::ArchiveSession(value) => value.serialize(serializer),
            Self::UnarchiveSession(value) => value.serialize(serializer),
            Self::SessionStatus(value) => value.serialize(serializer),
            Self::SessionOptions(value) => value.serialize(serializer),
            Self::SetSessionTitle(value) => value.serialize(serializer),
            Self::ResumeSession(value) => value.serialize(serializer),
            Self::CloseSession(value) => value.serialize(serializer),
            Self::CancelToolCall(value) => value.serialize(serializer),
            Self::CancelTerminal(value) => value.serialize(serializer),
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
impl From<LoginAuthRequest> for ClientRequest {
    fn from(value: LoginAuthRequest) -> Self {
        Self::LoginAuth(value)
    }
}
impl From<ListProvidersRequest> for ClientRequest {
    fn from(value: ListProvidersRequest) -> Self {
        Self::ListProviders(value)
    }
}
impl From<SetProviderRequest> for ClientRequest {
    fn from(value: SetProviderRequest) -> Self {
        Self::SetProvider(value)
    }
}
impl From<DisableProviderRequest> for ClientRequest {
    fn from(value: DisableProviderRequest) -> Self {
        Self::DisableProvider(value)
    }
}
impl From<LogoutAuthRequest> for ClientRequest {
    fn from(value: LogoutAuthRequest) -> Self {
        Self::LogoutAuth(value)
    }
}
impl From<AuthStatusRequest> for ClientRequest {
    fn from(value: AuthStatusRequest) -> Self {
        Self::AuthStatus(value)
    }
}
impl From<NewSessionRequest> for ClientRequest {
    fn from(value: NewSessionRequest) -> Self {
        Self::NewSession(value)
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
impl From<ForkSessionRequest> for ClientRequest {
    fn from(value: ForkSessionRequest) -> Self {
        Self::ForkSession(value)
    }
}
impl From<ArchiveSessionRequest> for ClientRequest {
    fn from(value: ArchiveSessionRequest) -> Self {
        Self::ArchiveSession(value)
    }
}
impl From<UnarchiveSessionRequest> for ClientRequest {
    fn from(value: UnarchiveSessionRequest) -> Self {
        Self::UnarchiveSession(value)
    }
}
impl From<SessionStatusRequest> for ClientRequest {
    fn from(value: SessionStatusRequest) -> Self {
        Self::SessionStatus(value)
    }
}
impl From<SessionOptionsRequest> for ClientRequest {
    fn from(value: SessionOptionsRequest) -> Self {
        Self::SessionOptions(value)
    }
}
impl From<SetSessionTitleRequest> for ClientRequest {
    fn from(value: SetSessionTitleRequest) -> Self {
        Self::SetSessionTitle(value)
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
impl From<CancelToolCallRequest> for ClientRequest {
    fn from(value: CancelToolCallRequest) -> Self {
        Self::CancelToolCall(value)
    }
}
impl From<CancelTerminalRequest> for ClientRequest {
    fn from(value: CancelTerminalRequest) -> Self {
        Self::CancelTerminal(value)
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
    /// `auth/login`
    LoginAuth(LoginAuthResponse),
    /// `providers/list`
    ListProviders(ListProvidersResponse),
    /// `providers/set`
    SetProvider(SetProviderResponse),
    /// `providers/disable`
    DisableProvider(DisableProviderResponse),
    /// `auth/logout`
    LogoutAuth(LogoutAuthResponse),
    /// `auth/status`
    AuthStatus(AuthStatusResponse),
    /// `session/new`
    NewSession(NewSessionResponse),
    /// `session/list`
    ListSessions(ListSessionsResponse),
    /// `session/delete`
    DeleteSession(DeleteSessionResponse),
    /// `session/fork`
    ForkSession(ForkSessionResponse),
    /// `session/archive`
    ArchiveSession(ArchiveSessionResponse),
    /// `session/unarchive`
    UnarchiveSession(UnarchiveSessionResponse),
    /// `session/status`
    SessionStatus(SessionStatusResponse),
    /// `session/options`
    SessionOptions(SessionOptionsResponse),
    /// `session/set_title`
    SetSessionTitle(SetSessionTitleResponse),
    /// `session/resume`
    ResumeSession(ResumeSessionResponse),
    /// `session/close`
    CloseSession(CloseSessionResponse),
    /// `tool_call/cancel`
    CancelToolCall(CancelToolCallResponse),
    /// `terminal/cancel`
    CancelTerminal(CancelTerminalResponse),
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
            Self::LoginAuth(_) => "auth/login",
            Self::ListProviders(_) => "providers/list",
            Self::SetProvider(_) => "providers/set",
            Self::DisableProvider(_) => "providers/disable",
            Self::LogoutAuth(_) => "auth/logout",
            Self::AuthStatus(_) => "auth/status",
            Self::NewSession(_) => "session/new",
            Self::ListSessions(_) => "session/list",
            Self::DeleteSession(_) => "session/delete",
            Self::ForkSession(_) => "session/fork",
            Self::ArchiveSession(_) => "session/archive",
            Self::UnarchiveSession(_) => "session/unarchive",
            Self::SessionStatus(_) => "session/status",
            Self::SessionOptions(_) => "session/options",
            Self::SetSessionTitle(_) => "session/set_title",
            Self::ResumeSession(_) => "session/resume",
            Self::CloseSession(_) => "session/close",
            Self::CancelToolCall(_) => "tool_call/cancel",
            Self::CancelTerminal(_) => "terminal/cancel",
            Self::SetSessionConfigOption(_) => "session/set_config_option",
            Self::Prompt(_) => "session/prompt",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::NewSession(message) => Some(&message.session_id),
            Self::ForkSession(message) => Some(&message.session_id),
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
            "auth/login" => {
                crate::jsonrpc::method::decode_result(method, value).map(Self::LoginAuth)
            }
            "providers/list" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ListProviders)
            }
            "providers/set" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::SetProvider)
            }
            "providers/disable" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::DisableProvider)
            }
            "auth/logout" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::LogoutAuth)
            }
            "auth/status" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::AuthStatus)
            }
            "session/new" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::NewSession)
            }
            "session/list" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ListSessions)
            }
            "session/delete" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::DeleteSession)
            }
            "session/fork" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ForkSession)
            }
            "session/archive" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ArchiveSession)
            }
            "session/unarchive" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::UnarchiveSession)
            }
            "session/status" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::SessionStatus)
            }
            "session/options" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::SessionOptions)
            }
            "session/set_title" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::SetSessionTitle)
            }
            "session/resume" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::ResumeSession)
            }
            "session/close" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::CloseSession)
            }
            "tool_call/cancel" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::CancelToolCall)
            }
            "terminal/cancel" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::CancelTerminal)
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
            Self::LoginAuth(value) => value.serialize(serializer),
            Self::ListProviders(value) => value.serialize(serializer),
            Self::SetProvider(value) => value.serialize(serializer),
            Self::DisableProvider(value) => value.serialize(serializer),
            Self::LogoutAuth(value) => value.serialize(serializer),
            Self::AuthStatus(value) => value.serialize(serializer),
            Self::NewSession(value) => value.serialize(serializer),
            Self::ListSessions(value) => value.serialize(serializer),
            Self::DeleteSession(value) => value.serialize(serializer),
            Self::ForkSession(value) => value.serialize(serializer),
            Self::ArchiveSession(value) => value.serialize(serializer),
            Self::UnarchiveSession(value) => value.serialize(serializer),
            Self::SessionStatus(value) => value.serialize(serializer),
            Self::SessionOptions(value) => value.serialize(serializer),
            Self::SetSessionTitle(value) => value.serialize(serializer),
            Self::ResumeSession(value) => value.serialize(serializer),
            Self::CloseSession(value) => value.serialize(serializer),
            Self::CancelToolCall(value) => value.serialize(serializer),
            Self::CancelTerminal(value) => value.serialize(serializer),
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
impl From<LoginAuthResponse> for AgentResponse {
    fn from(value: LoginAuthResponse) -> Self {
        Self::LoginAuth(value)
    }
}
impl From<ListProvidersResponse> for AgentResponse {
    fn from(value: ListProvidersResponse) -> Self {
        Self::ListProviders(value)
    }
}
impl From<SetProviderResponse> for AgentResponse {
    fn from(value: SetProviderResponse) -> Self {
        Self::SetProvider(value)
    }
}
impl From<DisableProviderResponse> for AgentResponse {
    fn from(value: DisableProviderResponse) -> Self {
        Self::DisableProvider(value)
    }
}
impl From<LogoutAuthResponse> for AgentResponse {
    fn from(value: LogoutAuthResponse) -> Self {
        Self::LogoutAuth(value)
    }
}
impl From<AuthStatusResponse> for AgentResponse {
    fn from(value: AuthStatusResponse) -> Self {
        Self::AuthStatus(value)
    }
}
impl From<NewSessionResponse> for AgentResponse {
    fn from(value: NewSessionResponse) -> Self {
        Self::NewSession(value)
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
impl From<ForkSessionResponse> for AgentResponse {
    fn from(value: ForkSessionResponse) -> Self {
        Self::ForkSession(value)
    }
}
impl From<ArchiveSessionResponse> for AgentResponse {
    fn from(value: ArchiveSessionResponse) -> Self {
        Self::ArchiveSession(value)
    }
}
impl From<UnarchiveSessionResponse> for AgentResponse {
    fn from(value: UnarchiveSessionResponse) -> Self {
        Self::UnarchiveSession(value)
    }
}
impl From<SessionStatusResponse> for AgentResponse {
    fn from(value: SessionStatusResponse) -> Self {
        Self::SessionStatus(value)
    }
}
impl From<SessionOptionsResponse> for AgentResponse {
    fn from(value: SessionOptionsResponse) -> Self {
        Self::SessionOptions(value)
    }
}
impl From<SetSessionTitleResponse> for AgentResponse {
    fn from(value: SetSessionTitleResponse) -> Self {
        Self::SetSessionTitle(value)
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
impl From<CancelToolCallResponse> for AgentResponse {
    fn from(value: CancelToolCallResponse) -> Self {
        Self::CancelToolCall(value)
    }
}
impl From<CancelTerminalResponse> for AgentResponse {
    fn from(value: CancelTerminalResponse) -> Self {
        Self::CancelTerminal(value)
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
    CancelSession(CancelSessionNotification),
    /// `mcp/message`
    MessageMcp(MessageMcpNotification),
    /// `$/cancel_request`
    CancelRequest(CancelRequestNotification),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl ClientNotification {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::CancelSession(_) => "session/cancel",
            Self::MessageMcp(_) => "mcp/message",
            Self::CancelRequest(_) => "$/cancel_request",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::CancelSession(message) => Some(&message.session_id),
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
                crate::jsonrpc::method::decode_as(method, value).map(Self::CancelSession)
            }
            "mcp/message" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::MessageMcp)
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
            Self::CancelSession(value) => value.serialize(serializer),
            Self::MessageMcp(value) => value.serialize(serializer),
            Self::CancelRequest(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<CancelSessionNotification> for ClientNotification {
    fn from(value: CancelSessionNotification) -> Self {
        Self::CancelSession(value)
    }
}
impl From<MessageMcpNotification> for ClientNotification {
    fn from(value: MessageMcpNotification) -> Self {
        Self::MessageMcp(value)
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
    /// `session/request_permission`
    RequestPermission(RequestPermissionRequest),
    /// `elicitation/create`
    CreateElicitation(CreateElicitationRequest),
    /// `mcp/message`
    MessageMcp(MessageMcpRequest),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl AgentRequest {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::RequestPermission(_) => "session/request_permission",
            Self::CreateElicitation(_) => "elicitation/create",
            Self::MessageMcp(_) => "mcp/message",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::RequestPermission(message) => Some(&message.session_id),
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
            "session/request_permission" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::RequestPermission)
            }
            "elicitation/create" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::CreateElicitation)
            }
            "mcp/message" => {
                crate::jsonrpc::method::decode_as(method, value).map(Self::MessageMcp)
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
            Self::RequestPermission(value) => value.serialize(serializer),
            Self::CreateElicitation(value) => value.serialize(serializer),
            Self::MessageMcp(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<RequestPermissionRequest> for AgentRequest {
    fn from(value: RequestPermissionRequest) -> Self {
        Self::RequestPermission(value)
    }
}
impl From<CreateElicitationRequest> for AgentRequest {
    fn from(value: CreateElicitationRequest) -> Self {
        Self::CreateElicitation(value)
    }
}
impl From<MessageMcpRequest> for AgentRequest {
    fn from(value: MessageMcpRequest) -> Self {
        Self::MessageMcp(value)
    }
}
/// The result a client returns for an [`AgentRequest`], decoded by the request's method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ClientResponse {
    /// `session/request_permission`
    RequestPermission(RequestPermissionResponse),
    /// `elicitation/create`
    CreateElicitation(CreateElicitationResponse),
    /// `mcp/message`
    MessageMcp(MessageMcpResponse),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl ClientResponse {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::RequestPermission(_) => "session/request_permission",
            Self::CreateElicitation(_) => "elicitation/create",
            Self::MessageMcp(_) => "mcp/message",
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
            "session/request_permission" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::RequestPermission)
            }
            "elicitation/create" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::CreateElicitation)
            }
            "mcp/message" => {
                crate::jsonrpc::method::decode_result(method, value)
                    .map(Self::MessageMcp)
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
            Self::RequestPermission(value) => value.serialize(serializer),
            Self::CreateElicitation(value) => value.serialize(serializer),
            Self::MessageMcp(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<RequestPermissionResponse> for ClientResponse {
    fn from(value: RequestPermissionResponse) -> Self {
        Self::RequestPermission(value)
    }
}
impl From<CreateElicitationResponse> for ClientResponse {
    fn from(value: CreateElicitationResponse) -> Self {
        Self::CreateElicitation(value)
    }
}
impl From<MessageMcpResponse> for ClientResponse {
    fn from(value: MessageMcpResponse) -> Self {
        Self::MessageMcp(value)
    }
}
/// A notification an agent sends to a client, decoded by method.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum AgentNotification {
    /// `session/update`
    UpdateSession(UpdateSessionNotification),
    /// `elicitation/complete`
    CompleteElicitation(CompleteElicitationNotification),
    /// `auth/status_update`
    AuthStatusUpdate(AuthStatusUpdateNotification),
    /// `$/cancel_request`
    CancelRequest(CancelRequestNotification),
    /// An extension method (its name starts with `_`), with its raw JSON.
    Ext(crate::jsonrpc::method::ExtMessage),
}
impl AgentNotification {
    /// The method's wire name.
    pub fn method(&self) -> &str {
        match self {
            Self::UpdateSession(_) => "session/update",
            Self::CompleteElicitation(_) => "elicitation/complete",
            Self::AuthStatusUpdate(_) => "auth/status_update",
            Self::CancelRequest(_) => "$/cancel_request",
            Self::Ext(ext) => &ext.method,
        }
    }
    /// The session the message names, if it is one that names a session.
    pub fn session_id(&self) -> Option<&SessionId> {
        match self {
            Self::UpdateSession(message) => Some(&message.session_id),
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
                crate::jsonrpc::method::decode_as(method, value).map(Self::UpdateSession)
            }
            "elicitation/complete" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::CompleteElicitation)
            }
            "auth/status_update" => {
                crate::jsonrpc::method::decode_as(method, value)
                    .map(Self::AuthStatusUpdate)
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
            Self::UpdateSession(value) => value.serialize(serializer),
            Self::CompleteElicitation(value) => value.serialize(serializer),
            Self::AuthStatusUpdate(value) => value.serialize(serializer),
            Self::CancelRequest(value) => value.serialize(serializer),
            Self::Ext(ext) => ext.params.serialize(serializer),
        }
    }
}
impl From<UpdateSessionNotification> for AgentNotification {
    fn from(value: UpdateSessionNotification) -> Self {
        Self::UpdateSession(value)
    }
}
impl From<CompleteElicitationNotification> for AgentNotification {
    fn from(value: CompleteElicitationNotification) -> Self {
        Self::CompleteElicitation(value)
    }
}
impl From<AuthStatusUpdateNotification> for AgentNotification {
    fn from(value: AuthStatusUpdateNotification) -> Self {
        Self::AuthStatusUpdate(value)
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
    /// `auth/login`: Request parameters for the `auth/login` method.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn login_auth(
        &self,
        params: LoginAuthRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<LoginAuthResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("auth/login")) }
    }
    /// `providers/list`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn list_providers(
        &self,
        params: ListProvidersRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<ListProvidersResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("providers/list")) }
    }
    /// `providers/set`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn set_provider(
        &self,
        params: SetProviderRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<SetProviderResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("providers/set")) }
    }
    /// `providers/disable`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn disable_provider(
        &self,
        params: DisableProviderRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<DisableProviderResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("providers/disable")) }
    }
    /// `auth/logout`: Request parameters for the `auth/logout` method.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn logout_auth(
        &self,
        params: LogoutAuthRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<LogoutAuthResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("auth/logout")) }
    }
    /// `auth/status`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn auth_status(
        &self,
        params: AuthStatusRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<AuthStatusResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("auth/status")) }
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
    /// `session/fork`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn fork_session(
        &self,
        params: ForkSessionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<ForkSessionResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/fork")) }
    }
    /// `session/archive`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn archive_session(
        &self,
        params: ArchiveSessionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<ArchiveSessionResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/archive")) }
    }
    /// `session/unarchive`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn unarchive_session(
        &self,
        params: UnarchiveSessionRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<UnarchiveSessionResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/unarchive")) }
    }
    /// `session/status`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn session_status(
        &self,
        params: SessionStatusRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = crate::Result<SessionStatusResponse>> + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/status")) }
    }
    /// `session/options`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn session_options(
        &self,
        params: SessionOptionsRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<SessionOptionsResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/options")) }
    }
    /// `session/set_title`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn set_session_title(
        &self,
        params: SetSessionTitleRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<SetSessionTitleResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("session/set_title")) }
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
    /// `tool_call/cancel`: Request parameters for cancelling one tool call.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn cancel_tool_call(
        &self,
        params: CancelToolCallRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<CancelToolCallResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("tool_call/cancel")) }
    }
    /// `terminal/cancel`: Request parameters for cancelling one terminal.
    ///
    /// Not implemented unless overridden: answers -32601.
    fn cancel_terminal(
        &self,
        params: CancelTerminalRequest,
        client: ClientPeer,
    ) -> impl std::future::Future<
        Output = crate::Result<CancelTerminalResponse>,
    > + Send {
        let _ = (params, client);
        async { Err(crate::Error::method_not_found("terminal/cancel")) }
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
    /// `session/prompt`: Request parameters for sending a user prompt to the Agent.
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
    /// `session/cancel`: Cancels the named session's active foreground work and earlier prompts not yet inserted.
    /// It does not cancel later submissions or work in the session's latest `background` list.
    ///
    /// Ignored unless overridden.
    fn cancel_session(
        &self,
        params: CancelSessionNotification,
        client: ClientPeer,
    ) -> impl std::future::Future<Output = ()> + Send {
        let _ = (params, client);
        async {}
    }
    /// `mcp/message`: **UNSTABLE**
    ///
    /// Ignored unless overridden.
    fn message_mcp(
        &self,
        params: MessageMcpNotification,
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
        {
            let _ = request;
            None
        }
    }
    #[allow(unused_variables)]
    fn prepare(
        self: &std::sync::Arc<Self>,
        request: ClientRequest,
        peer: &crate::Connection,
    ) -> crate::pipeline::Prepared<ClientRequest, AgentResponse> {
        let pending = crate::pipeline::Pending::default();
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
                ClientRequest::LoginAuth(params) => {
                    AgentResponse::LoginAuth(self.0.login_auth(params, peer).await?)
                }
                ClientRequest::ListProviders(params) => {
                    AgentResponse::ListProviders(
                        self.0.list_providers(params, peer).await?,
                    )
                }
                ClientRequest::SetProvider(params) => {
                    AgentResponse::SetProvider(self.0.set_provider(params, peer).await?)
                }
                ClientRequest::DisableProvider(params) => {
                    AgentResponse::DisableProvider(
                        self.0.disable_provider(params, peer).await?,
                    )
                }
                ClientRequest::LogoutAuth(params) => {
                    AgentResponse::LogoutAuth(self.0.logout_auth(params, peer).await?)
                }
                ClientRequest::AuthStatus(params) => {
                    AgentResponse::AuthStatus(self.0.auth_status(params, peer).await?)
                }
                ClientRequest::NewSession(params) => {
                    AgentResponse::NewSession(self.0.new_session(params, peer).await?)
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
                ClientRequest::ForkSession(params) => {
                    AgentResponse::ForkSession(self.0.fork_session(params, peer).await?)
                }
                ClientRequest::ArchiveSession(params) => {
                    AgentResponse::ArchiveSession(
                        self.0.archive_session(params, peer).await?,
                    )
                }
                ClientRequest::UnarchiveSession(params) => {
                    AgentResponse::UnarchiveSession(
                        self.0.unarchive_session(params, peer).await?,
                    )
                }
                ClientRequest::SessionStatus(params) => {
                    AgentResponse::SessionStatus(
                        self.0.session_status(params, peer).await?,
                    )
                }
                ClientRequest::SessionOptions(params) => {
                    AgentResponse::SessionOptions(
                        self.0.session_options(params, peer).await?,
                    )
                }
                ClientRequest::SetSessionTitle(params) => {
                    AgentResponse::SetSessionTitle(
                        self.0.set_session_title(params, peer).await?,
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
                ClientRequest::CancelToolCall(params) => {
                    AgentResponse::CancelToolCall(
                        self.0.cancel_tool_call(params, peer).await?,
                    )
                }
                ClientRequest::CancelTerminal(params) => {
                    AgentResponse::CancelTerminal(
                        self.0.cancel_terminal(params, peer).await?,
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
            ClientNotification::CancelSession(params) => {
                self.0.cancel_session(params, peer).await
            }
            ClientNotification::MessageMcp(params) => {
                self.0.message_mcp(params, peer).await
            }
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
    /// `auth/login`: Request parameters for the `auth/login` method.
    pub async fn login_auth(
        &self,
        params: LoginAuthRequest,
    ) -> crate::CallResult<LoginAuthResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `providers/list`: **UNSTABLE**
    pub async fn list_providers(
        &self,
        params: ListProvidersRequest,
    ) -> crate::CallResult<ListProvidersResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `providers/set`: **UNSTABLE**
    pub async fn set_provider(
        &self,
        params: SetProviderRequest,
    ) -> crate::CallResult<SetProviderResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `providers/disable`: **UNSTABLE**
    pub async fn disable_provider(
        &self,
        params: DisableProviderRequest,
    ) -> crate::CallResult<DisableProviderResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `auth/logout`: Request parameters for the `auth/logout` method.
    pub async fn logout_auth(
        &self,
        params: LogoutAuthRequest,
    ) -> crate::CallResult<LogoutAuthResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `auth/status`: **UNSTABLE**
    pub async fn auth_status(
        &self,
        params: AuthStatusRequest,
    ) -> crate::CallResult<AuthStatusResponse> {
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
    /// `session/fork`: **UNSTABLE**
    pub async fn fork_session(
        &self,
        params: ForkSessionRequest,
    ) -> crate::CallResult<ForkSessionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/archive`: **UNSTABLE**
    pub async fn archive_session(
        &self,
        params: ArchiveSessionRequest,
    ) -> crate::CallResult<ArchiveSessionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/unarchive`: **UNSTABLE**
    pub async fn unarchive_session(
        &self,
        params: UnarchiveSessionRequest,
    ) -> crate::CallResult<UnarchiveSessionResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/status`: **UNSTABLE**
    pub async fn session_status(
        &self,
        params: SessionStatusRequest,
    ) -> crate::CallResult<SessionStatusResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/options`: **UNSTABLE**
    pub async fn session_options(
        &self,
        params: SessionOptionsRequest,
    ) -> crate::CallResult<SessionOptionsResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/set_title`: **UNSTABLE**
    pub async fn set_session_title(
        &self,
        params: SetSessionTitleRequest,
    ) -> crate::CallResult<SetSessionTitleResponse> {
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
    /// `tool_call/cancel`: Request parameters for cancelling one tool call.
    pub async fn cancel_tool_call(
        &self,
        params: CancelToolCallRequest,
    ) -> crate::CallResult<CancelToolCallResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `terminal/cancel`: Request parameters for cancelling one terminal.
    pub async fn cancel_terminal(
        &self,
        params: CancelTerminalRequest,
    ) -> crate::CallResult<CancelTerminalResponse> {
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
    /// `session/prompt`: Request parameters for sending a user prompt to the Agent.
    pub async fn prompt(
        &self,
        params: PromptRequest,
    ) -> crate::CallResult<PromptResponse> {
        crate::pipeline::outgoing::request::<Module, ClientRequest, _>(&self.0, params)
            .await
    }
    /// `session/cancel`: Cancels the named session's active foreground work and earlier prompts not yet inserted.
    /// It does not cancel later submissions or work in the session's latest `background` list.
    pub async fn cancel_session(
        &self,
        params: CancelSessionNotification,
    ) -> crate::CallResult<()> {
        crate::pipeline::outgoing::notify::<ClientNotification, _>(&self.0, params).await
    }
    /// `mcp/message`: **UNSTABLE**
    pub async fn message_mcp(
        &self,
        params: MessageMcpNotification,
    ) -> crate::CallResult<()> {
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
    /// `session/request_permission`: Request for user permission to proceed with an operation.
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
    /// `elicitation/create`: Request from the Agent to elicit structured user input.
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
    /// `mcp/message`: **UNSTABLE**
    ///
    /// Not implemented unless overridden: answers -32601.
    fn message_mcp(
        &self,
        params: MessageMcpRequest,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = crate::Result<MessageMcpResponse>> + Send {
        let _ = (params, agent);
        async { Err(crate::Error::method_not_found("mcp/message")) }
    }
    /// `session/update`: Notification containing a session update from the Agent.
    ///
    /// Ignored unless overridden.
    fn update_session(
        &self,
        params: UpdateSessionNotification,
        agent: AgentPeer,
    ) -> impl std::future::Future<Output = ()> + Send {
        let _ = (params, agent);
        async {}
    }
    /// `elicitation/complete`: Notification sent by the Agent when a URL-based elicitation is complete.
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
    /// `auth/status_update`: **UNSTABLE**
    ///
    /// Ignored unless overridden.
    fn auth_status_update(
        &self,
        params: AuthStatusUpdateNotification,
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
                            RequestPermissionOutcome::Cancelled(
                                CancelledPermissionOutcome::new(),
                            ),
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
                AgentRequest::RequestPermission(params) => {
                    ClientResponse::RequestPermission(
                        self.0.request_permission(params, peer).await?,
                    )
                }
                AgentRequest::CreateElicitation(params) => {
                    ClientResponse::CreateElicitation(
                        self.0.create_elicitation(params, peer).await?,
                    )
                }
                AgentRequest::MessageMcp(params) => {
                    ClientResponse::MessageMcp(self.0.message_mcp(params, peer).await?)
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
            AgentNotification::UpdateSession(params) => {
                self.0.update_session(params, peer).await
            }
            AgentNotification::CompleteElicitation(params) => {
                self.0.complete_elicitation(params, peer).await
            }
            AgentNotification::AuthStatusUpdate(params) => {
                self.0.auth_status_update(params, peer).await
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
    /// `session/request_permission`: Request for user permission to proceed with an operation.
    pub async fn request_permission(
        &self,
        params: RequestPermissionRequest,
    ) -> crate::CallResult<RequestPermissionResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `elicitation/create`: Request from the Agent to elicit structured user input.
    pub async fn create_elicitation(
        &self,
        params: CreateElicitationRequest,
    ) -> crate::CallResult<CreateElicitationResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `mcp/message`: **UNSTABLE**
    pub async fn message_mcp(
        &self,
        params: MessageMcpRequest,
    ) -> crate::CallResult<MessageMcpResponse> {
        crate::pipeline::outgoing::request::<Module, AgentRequest, _>(&self.0, params)
            .await
    }
    /// `session/update`: Notification containing a session update from the Agent.
    pub async fn update_session(
        &self,
        params: UpdateSessionNotification,
    ) -> crate::CallResult<()> {
        crate::session::send_update::<Module>(&self.0, params).await
    }
    /// `elicitation/complete`: Notification sent by the Agent when a URL-based elicitation is complete.
    pub async fn complete_elicitation(
        &self,
        params: CompleteElicitationNotification,
    ) -> crate::CallResult<()> {
        crate::pipeline::outgoing::notify::<AgentNotification, _>(&self.0, params).await
    }
    /// `auth/status_update`: **UNSTABLE**
    pub async fn auth_status_update(
        &self,
        params: AuthStatusUpdateNotification,
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
    field: "capabilities",
    implied: &[
        crate::peer::capabilities::Implied {
            method: "providers/list",
            path: &["providers"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "providers/set",
            path: &["providers"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "providers/disable",
            path: &["providers"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "auth/status",
            path: &["auth", "status"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/delete",
            path: &["session", "delete"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/fork",
            path: &["session", "fork"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/archive",
            path: &["session", "archive"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/unarchive",
            path: &["session", "archive"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/status",
            path: &["session", "status"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/options",
            path: &["session", "options"],
            flag: false,
        },
        crate::peer::capabilities::Implied {
            method: "session/set_title",
            path: &["session", "title"],
            flag: false,
        },
    ],
    baseline: &[
        crate::peer::capabilities::Baseline {
            methods: &[
                "session/new",
                "session/list",
                "session/resume",
                "session/close",
                "session/prompt",
                "session/cancel",
            ],
            path: &["session"],
        },
    ],
    mcp_transports: &[
        crate::peer::capabilities::McpTransport {
            transport: "http",
            path: &["session", "mcp", "http"],
            flag: false,
        },
        crate::peer::capabilities::McpTransport {
            transport: "acp",
            path: &["session", "mcp", "acp"],
            flag: false,
        },
        crate::peer::capabilities::McpTransport {
            transport: "stdio",
            path: &["session", "mcp", "stdio"],
            flag: false,
        },
    ],
};
/// The capabilities a client advertises, and the methods that imply them.
pub static CLIENT_CAPABILITIES: crate::peer::capabilities::Carrier = crate::peer::capabilities::Carrier {
    method: "initialize",
    in_result: false,
    field: "capabilities",
    implied: &[
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
    /// The MCP transport of [`Self::Acp`], as the capability tables name it.
    pub const ACP_TRANSPORT: &'static str = "acp";
    /// The MCP transport of [`Self::Stdio`], as the capability tables name it.
    pub const STDIO_TRANSPORT: &'static str = "stdio";
}
/// The `initialize` handshake of this protocol module, for [`crate::peer::handshake`]: this module implements protocol version 2.
pub static HANDSHAKE: crate::peer::handshake::Spec = crate::peer::handshake::Spec {
    method: "initialize",
    version_field: "protocolVersion",
    versions: &[2u16],
    negotiation: crate::peer::handshake::Negotiation::AtOrBelow {
        unsupported_code: -32022i32,
        requested_field: "requested",
        supported_field: "supported",
    },
    decodes: crate::__private::decodes::<InitializeRequest>,
};
/// The protocol version this module implements: what a client asks for in
/// `initialize`.
pub const PROTOCOL_VERSION: ProtocolVersion = ProtocolVersion(2u16);
impl crate::session::Routed for ClientRequest {
    fn part(&self) -> crate::session::Part<'_> {
        match self {
            Self::Prompt(params) => {
                crate::session::Part::Prompt(params.session_id.as_str())
            }
            _ => crate::session::Part::None,
        }
    }
}
impl crate::session::Routed for ClientNotification {
    fn part(&self) -> crate::session::Part<'_> {
        match self {
            Self::CancelSession(params) => {
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
            Self::UpdateSession(params) => {
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
    type SessionNotification = UpdateSessionNotification;
    type SessionUpdate = SessionUpdate;
    type CancelNotification = CancelSessionNotification;
    fn opened_session(response: &NewSessionResponse) -> &SessionId {
        &response.session_id
    }
    fn prompt_request(session: SessionId, prompt: Vec<ContentBlock>) -> PromptRequest {
        PromptRequest::new(session, prompt)
    }
    fn prompt_session(request: &mut PromptRequest) -> &mut SessionId {
        &mut request.session_id
    }
    fn cancel_notification(session: SessionId) -> CancelSessionNotification {
        CancelSessionNotification::new(session)
    }
    fn session_notification(
        session: SessionId,
        update: SessionUpdate,
    ) -> UpdateSessionNotification {
        UpdateSessionNotification::new(session, update)
    }
    fn notification_parts(
        notification: &UpdateSessionNotification,
    ) -> (&SessionId, &SessionUpdate) {
        (&notification.session_id, &notification.update)
    }
    fn session_update(
        notification: AgentNotification,
    ) -> Option<UpdateSessionNotification> {
        match notification {
            AgentNotification::UpdateSession(notification) => Some(notification),
            _ => None,
        }
    }
    type Turns = crate::session::Reported;
    type TurnEnd = IdleStateUpdate;
    fn answered_end(_response: &Self::PromptResponse) -> Option<IdleStateUpdate> {
        None
    }
    fn turn_state(
        update: &SessionUpdate,
    ) -> Option<crate::session::TurnState<&IdleStateUpdate>> {
        match update {
            SessionUpdate::StateUpdate(StateUpdate::Running(_)) => {
                Some(crate::session::TurnState::Running)
            }
            SessionUpdate::StateUpdate(StateUpdate::RequiresAction(_)) => {
                Some(crate::session::TurnState::RequiresAction)
            }
            SessionUpdate::StateUpdate(StateUpdate::Idle(end)) => {
                Some(crate::session::TurnState::Idle(end))
            }
            _ => None,
        }
    }
    fn state_update(
        state: crate::session::TurnState<IdleStateUpdate>,
    ) -> Option<SessionUpdate> {
        Some(
            match state {
                crate::session::TurnState::Running => {
                    SessionUpdate::StateUpdate(
                        StateUpdate::Running(RunningStateUpdate::new()),
                    )
                }
                crate::session::TurnState::RequiresAction => {
                    SessionUpdate::StateUpdate(
                        StateUpdate::RequiresAction(RequiresActionStateUpdate::new()),
                    )
                }
                crate::session::TurnState::Idle(end) => {
                    SessionUpdate::StateUpdate(StateUpdate::Idle(end))
                }
            },
        )
    }
    fn cancelled_end() -> IdleStateUpdate {
        IdleStateUpdate::new(IdleStateUpdateKind::Cancelled)
    }
    fn failed_end(error: &crate::Error) -> IdleStateUpdate {
        IdleStateUpdate::new(
            IdleStateUpdateKind::Error(ErrorStopReason::new().error(error.clone())),
        )
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
#[cfg(feature = "store")]
impl crate::session::served::StoreFacts for Module {
    const SERVED: &'static [&'static str] = &[
        "session/list",
        "session/resume",
        "session/close",
        "session/delete",
        "session/fork",
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
            ClientRequest::ResumeSession(p) => {
                Some(Call::Resume {
                    session: served_facts::text(&p.session_id),
                    cwd: served_facts::text(&p.cwd),
                    additional_directories: p
                        .additional_directories
                        .as_deref()
                        .map(served_facts::texts)
                        .unwrap_or_default(),
                    replay: match &p.replay_from {
                        None => Replay::Nothing,
                        Some(ReplayFrom::Start(_)) => Replay::Start,
                        Some(other) => {
                            Replay::Unsupported(served_facts::cursor_type(other))
                        }
                    },
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
            ClientRequest::ForkSession(p) => {
                Some(Call::Fork {
                    session: served_facts::text(&p.session_id),
                    cwd: served_facts::text(&p.cwd),
                    additional_directories: p
                        .additional_directories
                        .as_deref()
                        .map(served_facts::texts)
                        .unwrap_or_default(),
                    cursor: p.cursor_id.as_ref().map(served_facts::text),
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
            AgentResponse::ForkSession(a) => Some(a.session_id.as_ref()),
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
        Some(
            AgentResponse::ForkSession(
                served_facts::carried(opened, "sessionId", Some(session))
                    .unwrap_or_else(|| ForkSessionResponse::new(session.to_owned())),
            ),
        )
    }
    fn replay_complete(
        session: &str,
    ) -> Option<<Self as crate::session::Sessions>::SessionNotification> {
        Some(
            <Self as crate::session::Sessions>::session_notification(
                session.to_owned().into(),
                SessionUpdate::ReplayComplete(ReplayComplete::new()),
            ),
        )
    }
    fn resumed_state(
        session: &str,
        running: bool,
    ) -> Option<<Self as crate::session::Sessions>::SessionNotification> {
        {
            use crate::session::{Sessions, TurnState};
            let state = match running {
                true => TurnState::Running,
                false => {
                    TurnState::Idle(IdleStateUpdate::new(IdleStateUpdateKind::EndTurn))
                }
            };
            Some(
                Self::session_notification(
                    session.to_owned().into(),
                    Self::state_update(state)?,
                ),
            )
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
/// This module (`acp::v2_unstable`), as the runtime's generic layers see it: the request pipeline, the session API, the proxy API and version negotiation are generic over a [`crate::peer::Protocol`], which it implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(clippy::exhaustive_enums, reason = "a marker type: it has no values")]
pub enum Module {}
impl crate::generated_support::Sealed for Module {}
impl crate::peer::Protocol for Module {
    const NAME: &'static str = "v2_unstable";
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
impl crate::proxy::Proxies for Module {
    type InitializeProxy = InitializeProxyRequest;
    type SuccessorRequest = ProxySuccessorRequest;
    type SuccessorNotification = ProxySuccessorNotification;
    fn successor_request(
        method: String,
        params: Option<serde_json::Value>,
    ) -> ProxySuccessorRequest {
        let mut envelope = ProxySuccessorRequest::new(method);
        envelope.params = params;
        envelope
    }
    fn successor_notification(
        method: String,
        params: Option<serde_json::Value>,
    ) -> ProxySuccessorNotification {
        let mut envelope = ProxySuccessorNotification::new(method);
        envelope.params = params;
        envelope
    }
    fn unwrap_successor(
        envelope: ProxySuccessorRequest,
    ) -> (String, Option<serde_json::Value>) {
        (envelope.method, envelope.params)
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
    /// Each chunk is appended in time proportional to its own size, and
    /// consecutive text chunks of one message are kept as one growing
    /// text, so the state weighs about what its content does, plus a
    /// bounded overhead per entry; [`Opener::keep`](crate::session::Opener::keep)
    /// bounds it. [`SessionState::changed_by`] says which part
    /// ([`StatePart`]) an update changed.
    ///
    /// The turn's own state (running, requires action, idle) is
    /// [`Session::turn_state`].
    #[derive(Debug, Clone, Default)]
    #[non_exhaustive]
    pub struct SessionState {
        /// The session's `configOptions`.
        ///
        /// Initial session configuration options.
        ///
        /// Optional. Omitted or empty means no config options are advertised.
        /// Senders MUST use an array, not `null`.
        /// Later `config_option_update` notifications replace this list.
        ///
        /// Changed by `NewSessionResponse`, `ForkSessionResponse`, `ResumeSessionResponse`, `SetSessionConfigOptionResponse`, `config_option_update`.
        pub config_options: Option<Vec<SessionConfigOption>>,
        /// The session's `availableCommands`.
        ///
        /// Initial commands the Agent can execute in this session.
        ///
        /// Optional. Omitted or empty means no initial commands are advertised.
        /// Senders MUST use an array, not `null`.
        /// Later `available_commands_update` notifications replace this list.
        ///
        /// Changed by `NewSessionResponse`, `ForkSessionResponse`, `ResumeSessionResponse`, `available_commands_update`.
        pub available_commands: Option<Vec<AvailableCommand>>,
        /// `title` of the session's `sessionInfo`.
        ///
        /// Human-readable title for the session. Set to null to clear.
        ///
        /// Changed by `session_info_update`, `SetSessionTitleResponse`.
        pub title: Option<String>,
        /// `updatedAt` of the session's `sessionInfo`.
        ///
        /// RFC 3339 timestamp of last activity. Set to null to clear.
        ///
        /// Changed by `session_info_update`, `SetSessionTitleResponse`.
        pub updated_at: Option<String>,
        /// The session's `usage`.
        ///
        /// Context window and cost update for a session.
        ///
        /// Changed by `usage_update`.
        pub usage: Option<UsageUpdate>,
        /// The session's `promptSuggestions`.
        ///
        /// The suggestions the Client can offer, ordered most likely first.
        ///
        /// Required and non-null. An empty list withdraws the suggestions the
        /// Client is offering.
        ///
        /// Changed by `prompt_suggestions_update`.
        pub prompt_suggestions: Option<Vec<PromptSuggestion>>,
        /// The session's `userMessage`s, by `messageId`, in the order they first appeared.
        ///
        /// Changed by `user_message_chunk`, `user_message`.
        pub user_messages: crate::session::Keyed<UserMessageEntry>,
        /// The session's `agentMessage`s, by `messageId`, in the order they first appeared.
        ///
        /// Changed by `agent_message_chunk`, `agent_message`.
        pub agent_messages: crate::session::Keyed<AgentMessageEntry>,
        /// The session's `agentThought`s, by `messageId`, in the order they first appeared.
        ///
        /// Changed by `agent_thought_chunk`, `agent_thought`.
        pub agent_thoughts: crate::session::Keyed<AgentThoughtEntry>,
        /// The session's `toolCall`s, by `toolCallId`, in the order they first appeared.
        ///
        /// Changed by `tool_call_content_chunk`, `tool_call_update`.
        /// Also changed by `RequestPermissionRequest`, which the session does not see (it is not a `session/update` nor an answer to the session's client), so it is not folded here.
        pub tool_calls: crate::session::Keyed<ToolCallEntry>,
        /// The session's `terminal`s, by `terminalId`, in the order they first appeared.
        ///
        /// Changed by `terminal_update`, `terminal_output_chunk`.
        pub terminals: crate::session::Keyed<TerminalEntry>,
        /// The session's `plan`s, by `planId`, in the order they first appeared.
        ///
        /// Changed by `plan_update`, `plan_removed`.
        pub plans: crate::session::Keyed<PlanUpdateContent>,
        /// The session's `compaction`s, by `compactionId`, in the order they first appeared.
        ///
        /// Changed by `compaction_update`, `compaction_summary_chunk`.
        pub compactions: crate::session::Keyed<CompactionEntry>,
        /// The session's `cursor`s, by `cursorId`, in the order they first appeared.
        ///
        /// Changed by `cursor_update`.
        pub cursors: crate::session::Keyed<CursorEntry>,
        /// The session's `subagent`s, by `sessionId`, in the order they first appeared.
        ///
        /// Changed by `subagent_update`.
        pub subagents: crate::session::Keyed<SubagentEntry>,
        /// The session's `sessionMessage`s, by `messageId`, in the order they first appeared.
        ///
        /// Changed by `session_message`, `session_message_chunk`.
        pub session_messages: crate::session::Keyed<SessionMessageEntry>,
    }
    /// One `userMessage` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `UserMessage`s that upsert it but `messageId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// A user message upsert.
    ///
    /// Only `messageId` is required. `content` has patch semantics:
    /// an omitted field leaves existing message content unchanged, `null` clears the
    /// value, and a concrete array replaces the previous value. For a new
    /// `messageId`, omitted `content` starts empty. `content` is replaced as a
    /// whole array. Send `[]` or `null` to clear it.
    ///
    /// Message updates and chunks are applied in the order they are received. When
    /// a `user_message` update includes `content`, that array replaces any content
    /// previously accumulated for the message, including content from earlier
    /// chunks. Later chunks with the same `messageId` append to the current
    /// content.
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct UserMessageEntry {
        /// Complete replacement content for this message.
        #[serde(rename = "content", skip_serializing_if = "Option::is_none")]
        pub content: Option<Vec<ContentBlock>>,
    }
    /// One `agentMessage` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `AgentMessage`s that upsert it but `messageId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// An Agent message upsert.
    ///
    /// Only `messageId` is required. `content` has patch semantics:
    /// an omitted field leaves existing message content unchanged, `null` clears the
    /// value, and a concrete array replaces the previous value. For a new
    /// `messageId`, omitted `content` starts empty. `content` is replaced as a
    /// whole array. Send `[]` or `null` to clear it.
    ///
    /// Message updates and chunks are applied in the order they are received. When
    /// an `agent_message` update includes `content`, that array replaces any
    /// content previously accumulated for the message, including content from
    /// earlier chunks. Later chunks with the same `messageId` append to the current
    /// content.
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct AgentMessageEntry {
        /// Complete replacement content for this message.
        #[serde(rename = "content", skip_serializing_if = "Option::is_none")]
        pub content: Option<Vec<ContentBlock>>,
    }
    /// One `agentThought` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `AgentThought`s that upsert it but `messageId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// An Agent thought or reasoning message upsert.
    ///
    /// Only `messageId` is required. `content` has patch semantics:
    /// an omitted field leaves existing thought content unchanged, `null` clears the
    /// value, and a concrete array replaces the previous value. For a new
    /// `messageId`, omitted `content` starts empty. `content` is replaced as a
    /// whole array. Send `[]` or `null` to clear it.
    ///
    /// Message updates and chunks are applied in the order they are received. When
    /// an `agent_thought` update includes `content`, that array replaces any
    /// content previously accumulated for the thought, including content from
    /// earlier chunks. Later chunks with the same `messageId` append to the current
    /// content.
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct AgentThoughtEntry {
        /// Complete replacement content for this thought message.
        #[serde(rename = "content", skip_serializing_if = "Option::is_none")]
        pub content: Option<Vec<ContentBlock>>,
    }
    /// One `toolCall` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `ToolCallUpdate`s that upsert it but `toolCallId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// Represents an upsert for a tool call that the language model has requested.
    ///
    /// Tool calls are actions that the Agent executes on behalf of the language model,
    /// such as reading files, executing code, or fetching data from external sources.
    ///
    /// Only `toolCallId` is required. Other fields have patch semantics:
    /// omitted fields leave the existing tool call value unchanged, `null` clears or
    /// unsets the value, and concrete values replace the previous value. For
    /// collection fields, concrete arrays replace the previous collection, and both
    /// `null` and `[]` clear the collection. A concrete `_meta` object instead
    /// patches the stored metadata by top-level key. When a Client receives a tool
    /// call ID it has not seen before, omitted fields start at their protocol defaults.
    ///
    /// See protocol docs: [Tool Calls](https://agentclientprotocol.com/protocol/v2/draft/tool-calls)
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct ToolCallEntry {
        /// Programmatic name of the tool being invoked.
        ///
        /// This field is optional and has patch semantics. Omission means no
        /// change, `null` clears the name, and a string replaces it. For a tool
        /// call ID the Client has not seen before, omission or `null` means that no
        /// tool name is available.
        #[serde(rename = "name", skip_serializing_if = "Option::is_none")]
        pub name: Option<String>,
        /// Human-readable plain-text title describing what the tool is doing.
        ///
        /// Omission leaves the title unchanged, `null` unsets it, and a string replaces it.
        /// A new tool call starts without a title.
        #[serde(rename = "title", skip_serializing_if = "Option::is_none")]
        pub title: Option<String>,
        /// The category of tool being invoked.
        /// Helps Clients choose appropriate icons and UI treatment.
        ///
        /// Omission leaves the kind unchanged, `null` resets it to `other`, and a value replaces it.
        /// A new tool call starts as `other`.
        #[serde(rename = "kind", skip_serializing_if = "Option::is_none")]
        pub kind: Option<ToolKind>,
        /// Current execution status of the tool call.
        ///
        /// Omission leaves the status unchanged, `null` resets it to `pending`, and a value
        /// replaces it. A new tool call starts as `pending`. Agents do not move a tool call
        /// back to `pending` once it has another status.
        #[serde(rename = "status", skip_serializing_if = "Option::is_none")]
        pub status: Option<ToolCallStatus>,
        /// Content produced by the tool call.
        #[serde(rename = "content", skip_serializing_if = "Option::is_none")]
        pub content: Option<Vec<ToolCallContent>>,
        /// File locations affected by this tool call.
        /// Enables "follow-along" features in Clients.
        #[serde(rename = "locations", skip_serializing_if = "Option::is_none")]
        pub locations: Option<Vec<ToolCallLocation>>,
        /// Raw input parameters sent to the tool.
        #[serde(rename = "rawInput", skip_serializing_if = "Option::is_none")]
        pub raw_input: Option<serde_json::Value>,
        /// Raw output returned by the tool.
        #[serde(rename = "rawOutput", skip_serializing_if = "Option::is_none")]
        pub raw_output: Option<serde_json::Value>,
        /// Client-initiated controls this tool call currently supports, such as cancellation.
        ///
        /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
        /// the whole previous value. A new tool call starts with none.
        #[serde(rename = "capabilities", skip_serializing_if = "Option::is_none")]
        pub capabilities: Option<ToolCallCapabilities>,
    }
    /// One `terminal` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `TerminalUpdate`s that upsert it but `terminalId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// An upsert for the stored state of an Agent-owned terminal.
    ///
    /// Only `terminalId` is required. Other fields have patch
    /// semantics: omitted fields leave the stored value unchanged, `null` clears
    /// it, and concrete values replace it. A concrete `_meta` object instead
    /// patches the stored metadata by top-level key. When the terminal ID is new,
    /// omitted fields start unknown.
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct TerminalEntry {
        /// The command being run.
        #[serde(rename = "command", skip_serializing_if = "Option::is_none")]
        pub command: Option<String>,
        /// The absolute working directory of the command.
        #[serde(rename = "cwd", skip_serializing_if = "Option::is_none")]
        pub cwd: Option<AbsolutePath>,
        /// An authoritative replacement snapshot of terminal output bytes.
        #[serde(rename = "output", skip_serializing_if = "Option::is_none")]
        pub output: Option<TerminalOutput>,
        /// Exit information. A concrete object marks the terminal as exited.
        #[serde(rename = "exitStatus", skip_serializing_if = "Option::is_none")]
        pub exit_status: Option<TerminalExitStatus>,
        /// The terminal size the command runs with, when known.
        ///
        /// Clients can render output at this size so that column layouts, progress bars,
        /// and cursor-positioned output display as the program wrote them.
        #[serde(rename = "size", skip_serializing_if = "Option::is_none")]
        pub size: Option<TerminalSize>,
        /// Client-initiated controls this terminal currently supports, such as cancellation.
        ///
        /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
        /// the whole previous value. A new terminal starts with none.
        #[serde(rename = "capabilities", skip_serializing_if = "Option::is_none")]
        pub capabilities: Option<TerminalCapabilities>,
    }
    /// One `compaction` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `CompactionUpdate`s that upsert it but `compactionId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// A context compaction upsert. The first notification fixes the compaction's
    /// timeline position. Later updates with the same ID patch that entity in place.
    ///
    /// Only `compactionId` is required. `status`, `summary`, `error`, and `_meta` have
    /// patch semantics: omission leaves the stored value unchanged, `null` clears it
    /// or resets it to its default, and a concrete value replaces it.
    /// `summary: []` also clears the summary. A concrete `_meta` object patches the
    /// stored metadata by top-level key instead of replacing it.
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct CompactionEntry {
        /// Current lifecycle status.
        ///
        /// Omission leaves the status unchanged, `null` resets it to `in_progress`, and a value
        /// replaces it. A new compaction starts as `in_progress`.
        #[serde(rename = "status", skip_serializing_if = "Option::is_none")]
        pub status: Option<CompactionStatus>,
        /// Complete replacement user-displayable summary content for the compaction.
        #[serde(rename = "summary", skip_serializing_if = "Option::is_none")]
        pub summary: Option<Vec<ContentBlock>>,
        /// Human-readable error details for the compaction.
        #[serde(rename = "error", skip_serializing_if = "Option::is_none")]
        pub error: Option<String>,
    }
    /// One `cursor` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `CursorUpdate`s that upsert it but `cursorId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// **UNSTABLE**
    ///
    /// This capability is not part of the spec yet, and may be removed or changed at any point.
    ///
    /// A session cursor upsert. A cursor names one position in the session's timeline.
    ///
    /// The first update for a `cursorId` MUST include `anchor`. The anchor is fixed
    /// after that, and later updates change only `capabilities`.
    ///
    /// `capabilities` and `_meta` have patch semantics: omission leaves the stored
    /// value unchanged, `null` clears it, and an object replaces `capabilities` as a
    /// whole. A concrete `_meta` object patches the stored metadata by top-level key
    /// instead of replacing it.
    ///
    /// See the [Session Cursors RFD](https://agentclientprotocol.com/rfds/session-cursors).
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct CursorEntry {
        /// The methods that currently accept this cursor.
        ///
        /// Omission leaves the capabilities unchanged, `null` clears them, and an object replaces
        /// the whole previous value. A new cursor starts with none.
        #[serde(rename = "capabilities", skip_serializing_if = "Option::is_none")]
        pub capabilities: Option<CursorCapabilities>,
        /// Where the cursor is, relative to an entity the Client holds.
        ///
        /// Required on the first update for a cursor. The Agent MUST NOT change it afterwards.
        /// A later update can omit it or repeat the same anchor. Omitted and `null` are
        /// equivalent and leave the stored anchor unchanged.
        #[serde(rename = "anchor", skip_serializing_if = "Option::is_none")]
        pub anchor: Option<CursorAnchor>,
    }
    /// One `subagent` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `SubagentUpdate`s that upsert it but `sessionId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// Notification that the enclosing parent session created and owns a child session.
    ///
    /// Later updates modify the existing association's metadata, not its ownership.
    ///
    /// Sent on the immediate parent session. The first update for an unknown
    /// `sessionId` announces the child and MUST be sent
    /// before any live request or notification bearing the child's session ID,
    /// including messages naming it as sender or recipient. Child events are
    /// delivered automatically. No separate child resume or subscription is needed.
    /// Understanding this update, registering child sessions, and applying their
    /// operation restrictions are baseline requirements. No Client capability
    /// is required.
    ///
    /// Only `sessionId` is required. Other fields have
    /// patch semantics: omitted fields leave the stored value unchanged, `null`
    /// clears or unsets the value, and concrete values replace it. A concrete
    /// `_meta` object instead patches the stored metadata by top-level key. For
    /// `state`, `null` removes the current state report and leaves activity
    /// unconfirmed. It does not report idle or cancellation. A child whose capabilities are
    /// unset permits no Client-initiated session mutations.
    ///
    /// `cwd` and `additionalDirectories` report where the Agent placed the child.
    /// While unset, each inherits the immediate parent's effective value.
    /// The title and description provide the parent's display metadata for the
    /// child. Agents SHOULD mirror known child state changes in the parent's
    /// `state` using the same `StateUpdate` snapshot as the
    /// ordinary `state_update` notification on the child session. This reports
    /// child state, not a separate parent-owned lifecycle. Clients MUST
    /// apply duplicate reports idempotently.
    /// Completing or cancelling work does not end the association: the parent may
    /// message the same child again. Individual messages and their outcomes do not
    /// change this association.
    ///
    /// See protocol docs: [Subagents](https://agentclientprotocol.com/protocol/v2/draft/subagents)
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct SubagentEntry {
        /// The parent's human-readable display title for this child. It need not be unique.
        ///
        /// Optional and nullable. Omitted means unchanged. `null` clears it. If no
        /// title is set, the Client chooses a fallback presentation.
        #[serde(rename = "title", skip_serializing_if = "Option::is_none")]
        pub title: Option<String>,
        /// The parent's human-readable description of the child's role or purpose.
        ///
        /// Optional and nullable. Omitted means unchanged. `null` clears it. This is
        /// current display metadata, not the history of instructions sent to the child.
        #[serde(rename = "description", skip_serializing_if = "Option::is_none")]
        pub description: Option<String>,
        /// Client-initiated session mutations permitted for this subagent session.
        ///
        /// Read-only operations retain their normal protocol semantics and
        /// capability requirements.
        #[serde(rename = "capabilities", skip_serializing_if = "Option::is_none")]
        pub capabilities: Option<SubagentSessionCapabilities>,
        /// The child's current foreground state, mirrored onto its parent association.
        ///
        /// Optional and nullable. Omitted means unchanged. `null` removes the
        /// current report and leaves activity unconfirmed (not idle or cancelled).
        /// A concrete `StateUpdate` replaces the entire previous snapshot.
        #[serde(rename = "state", skip_serializing_if = "Option::is_none")]
        pub state: Option<StateUpdate>,
        /// The child's working directory. Must be an absolute path.
        ///
        /// Optional and nullable. Omitted means unchanged. `null` clears the
        /// reported value. While unset, the child inherits its immediate parent's
        /// effective working directory.
        #[serde(rename = "cwd", skip_serializing_if = "Option::is_none")]
        pub cwd: Option<AbsolutePath>,
        /// Additional workspace roots for the child. Each path MUST be absolute.
        ///
        /// Optional and nullable. Omitted means unchanged. `null` clears the
        /// reported value. While unset, the child inherits its immediate parent's
        /// effective additional directories, independently of `cwd`. A concrete
        /// array replaces the whole list. `[]` reports no additional directories.
        #[serde(
            rename = "additionalDirectories",
            skip_serializing_if = "Option::is_none"
        )]
        pub additional_directories: Option<Vec<AbsolutePath>>,
    }
    /// One `sessionMessage` of the session, as its `x-state` keeps it.
    ///
    /// The properties of the `SessionMessage`s that upsert it but `messageId`, each as last given: an absent property leaves what was kept, `null` clears it. An entry that an append created before any upsert holds only what was appended.
    ///
    /// It serializes as that object would (the properties it holds).
    ///
    /// An upsert for an inter-session message.
    #[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
    #[non_exhaustive]
    pub struct SessionMessageEntry {
        /// The sending session.
        ///
        /// Omitted leaves the stored value unchanged. `null` clears it. A value replaces it.
        #[serde(rename = "senderSessionId", skip_serializing_if = "Option::is_none")]
        pub sender_session_id: Option<SessionId>,
        /// The receiving session.
        ///
        /// Omitted leaves the stored value unchanged. `null` clears it. A value replaces it.
        #[serde(rename = "recipientSessionId", skip_serializing_if = "Option::is_none")]
        pub recipient_session_id: Option<SessionId>,
        /// On an incoming view, the `messageId` of the same message's outgoing view in the
        /// sender's transcript.
        ///
        /// Omitted leaves the stored value unchanged. `null` clears it. A value replaces it. It can arrive
        /// after the message starts streaming.
        #[serde(rename = "senderMessageId", skip_serializing_if = "Option::is_none")]
        pub sender_message_id: Option<MessageId>,
        /// On an outgoing view, the `messageId` of the same message's incoming view in the
        /// recipient's transcript.
        ///
        /// Omitted leaves the stored value unchanged. `null` clears it. A value replaces it. It can arrive
        /// after the message starts streaming.
        #[serde(rename = "recipientMessageId", skip_serializing_if = "Option::is_none")]
        pub recipient_message_id: Option<MessageId>,
        /// Omitted leaves content unchanged. `null` clears it. A concrete array
        /// replaces the whole content collection.
        #[serde(rename = "content", skip_serializing_if = "Option::is_none")]
        pub content: Option<Vec<ContentBlock>>,
    }
    /// A part of a session's state that an update changes
    /// ([`SessionState::changed_by`]): one of its whole parts, or one
    /// entry of a keyed part, by its id.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    #[non_exhaustive]
    pub enum StatePart<'u> {
        /// The session's `configOptions`: [`SessionState::config_options`].
        ConfigOptions,
        /// The session's `availableCommands`: [`SessionState::available_commands`].
        AvailableCommands,
        /// The session's `sessionInfo`: [`SessionState::title`], [`SessionState::updated_at`].
        SessionInfo,
        /// The session's `usage`: [`SessionState::usage`].
        Usage,
        /// The session's `promptSuggestions`: [`SessionState::prompt_suggestions`].
        PromptSuggestions,
        /// One of the session's `userMessage`s, by its `messageId`: an entry of [`SessionState::user_messages`].
        UserMessage(&'u str),
        /// One of the session's `agentMessage`s, by its `messageId`: an entry of [`SessionState::agent_messages`].
        AgentMessage(&'u str),
        /// One of the session's `agentThought`s, by its `messageId`: an entry of [`SessionState::agent_thoughts`].
        AgentThought(&'u str),
        /// One of the session's `toolCall`s, by its `toolCallId`: an entry of [`SessionState::tool_calls`].
        ToolCall(&'u str),
        /// One of the session's `terminal`s, by its `terminalId`: an entry of [`SessionState::terminals`].
        Terminal(&'u str),
        /// One of the session's `plan`s, by its `planId`: an entry of [`SessionState::plans`].
        Plan(&'u str),
        /// One of the session's `compaction`s, by its `compactionId`: an entry of [`SessionState::compactions`].
        Compaction(&'u str),
        /// One of the session's `cursor`s, by its `cursorId`: an entry of [`SessionState::cursors`].
        Cursor(&'u str),
        /// One of the session's `subagent`s, by its `sessionId`: an entry of [`SessionState::subagents`].
        Subagent(&'u str),
        /// One of the session's `sessionMessage`s, by its `messageId`: an entry of [`SessionState::session_messages`].
        SessionMessage(&'u str),
    }
    impl SessionState {
        /// The parts of the state `update` changes (what folding it changes), read from the update alone: a reader that redraws from [`Session::state`] redraws those only. A `SessionUpdate` that keeps nothing here changes none.
        pub fn changed_by(
            update: &SessionUpdate,
        ) -> crate::session::Changed<StatePart<'_>> {
            match update {
                SessionUpdate::UserMessageChunk(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::UserMessage(x.message_id.as_str())),
                    ])
                }
                SessionUpdate::UserMessage(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::UserMessage(x.message_id.as_str())),
                    ])
                }
                SessionUpdate::AgentMessageChunk(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::AgentMessage(x.message_id.as_str())),
                    ])
                }
                SessionUpdate::AgentMessage(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::AgentMessage(x.message_id.as_str())),
                    ])
                }
                SessionUpdate::AgentThoughtChunk(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::AgentThought(x.message_id.as_str())),
                    ])
                }
                SessionUpdate::AgentThought(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::AgentThought(x.message_id.as_str())),
                    ])
                }
                SessionUpdate::ToolCallContentChunk(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::ToolCall(x.tool_call_id.as_str())),
                    ])
                }
                SessionUpdate::ToolCallUpdate(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::ToolCall(x.tool_call_id.as_str())),
                    ])
                }
                SessionUpdate::TerminalUpdate(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::Terminal(x.terminal_id.as_str())),
                    ])
                }
                SessionUpdate::TerminalOutputChunk(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::Terminal(x.terminal_id.as_str())),
                    ])
                }
                SessionUpdate::PlanUpdate(x) => {
                    crate::session::Changed::of([
                        (match &x.plan {
                            PlanUpdateContent::Items(v) => Some(v.plan_id.as_str()),
                            PlanUpdateContent::Markdown(v) => Some(v.plan_id.as_str()),
                            PlanUpdateContent::Unknown(other) => {
                                other.get("planId").and_then(serde_json::Value::as_str)
                            }
                        })
                            .map(StatePart::Plan),
                    ])
                }
                SessionUpdate::PlanRemoved(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::Plan(x.plan_id.as_str())),
                    ])
                }
                SessionUpdate::AvailableCommandsUpdate(_) => {
                    crate::session::Changed::of([Some(StatePart::AvailableCommands)])
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
                SessionUpdate::CompactionUpdate(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::Compaction(x.compaction_id.as_str())),
                    ])
                }
                SessionUpdate::CompactionSummaryChunk(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::Compaction(x.compaction_id.as_str())),
                    ])
                }
                SessionUpdate::PromptSuggestionsUpdate(_) => {
                    crate::session::Changed::of([Some(StatePart::PromptSuggestions)])
                }
                SessionUpdate::CursorUpdate(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::Cursor(x.cursor_id.as_str())),
                    ])
                }
                SessionUpdate::SubagentUpdate(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::Subagent(x.session_id.as_str())),
                    ])
                }
                SessionUpdate::SessionMessage(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::SessionMessage(x.message_id.as_str())),
                    ])
                }
                SessionUpdate::SessionMessageChunk(x) => {
                    crate::session::Changed::of([
                        Some(StatePart::SessionMessage(x.message_id.as_str())),
                    ])
                }
                _ => crate::session::Changed::none(),
            }
        }
        /// What a `NewSessionResponse` says of the session's state.
        pub(crate) fn fold_new_session_response(&mut self, x: &NewSessionResponse) {
            let state = self;
            if let Some(v) = &x.config_options {
                state.config_options = Some(v.clone());
            }
            if let Some(v) = &x.available_commands {
                state.available_commands = Some(v.clone());
            }
        }
        /// What a `ResumeSessionResponse` says of the session's state.
        pub(crate) fn fold_resume_session_response(
            &mut self,
            x: &ResumeSessionResponse,
        ) {
            let state = self;
            if let Some(v) = &x.config_options {
                state.config_options = Some(v.clone());
            }
            if let Some(v) = &x.available_commands {
                state.available_commands = Some(v.clone());
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
    }
    impl crate::session::Tracked for Module {
        type State = SessionState;
        type Part<'u> = StatePart<'u>;
        fn apply(state: &mut SessionState, update: &SessionUpdate) {
            match update {
                SessionUpdate::UserMessageChunk(x) => {
                    state
                        .user_messages
                        .append(
                            x.message_id.as_str(),
                            |entry| crate::session::append::joined(
                                entry.content.get_or_insert_with(Default::default),
                                &x.content,
                            ),
                        );
                }
                SessionUpdate::UserMessage(x) => {
                    state
                        .user_messages
                        .upsert(
                            x.message_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.content {
                                    entry.content = v.clone();
                                }
                            },
                        );
                }
                SessionUpdate::AgentMessageChunk(x) => {
                    state
                        .agent_messages
                        .append(
                            x.message_id.as_str(),
                            |entry| crate::session::append::joined(
                                entry.content.get_or_insert_with(Default::default),
                                &x.content,
                            ),
                        );
                }
                SessionUpdate::AgentMessage(x) => {
                    state
                        .agent_messages
                        .upsert(
                            x.message_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.content {
                                    entry.content = v.clone();
                                }
                            },
                        );
                }
                SessionUpdate::AgentThoughtChunk(x) => {
                    state
                        .agent_thoughts
                        .append(
                            x.message_id.as_str(),
                            |entry| crate::session::append::joined(
                                entry.content.get_or_insert_with(Default::default),
                                &x.content,
                            ),
                        );
                }
                SessionUpdate::AgentThought(x) => {
                    state
                        .agent_thoughts
                        .upsert(
                            x.message_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.content {
                                    entry.content = v.clone();
                                }
                            },
                        );
                }
                SessionUpdate::ToolCallContentChunk(x) => {
                    state
                        .tool_calls
                        .append(
                            x.tool_call_id.as_str(),
                            |entry| crate::session::append::joined(
                                entry.content.get_or_insert_with(Default::default),
                                &x.content,
                            ),
                        );
                }
                SessionUpdate::ToolCallUpdate(x) => {
                    state
                        .tool_calls
                        .upsert(
                            x.tool_call_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.name {
                                    entry.name = v.clone();
                                }
                                if let Some(v) = &x.title {
                                    entry.title = v.clone();
                                }
                                if let Some(v) = &x.kind {
                                    entry.kind = v.clone();
                                }
                                if let Some(v) = &x.status {
                                    entry.status = v.clone();
                                }
                                if let Some(v) = &x.content {
                                    entry.content = v.clone();
                                }
                                if let Some(v) = &x.locations {
                                    entry.locations = v.clone();
                                }
                                if let Some(v) = &x.raw_input {
                                    entry.raw_input = Some(v.clone());
                                }
                                if let Some(v) = &x.raw_output {
                                    entry.raw_output = Some(v.clone());
                                }
                                if let Some(v) = &x.capabilities {
                                    entry.capabilities = v.clone();
                                }
                            },
                        );
                }
                SessionUpdate::TerminalUpdate(x) => {
                    state
                        .terminals
                        .upsert(
                            x.terminal_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.command {
                                    entry.command = v.clone();
                                }
                                if let Some(v) = &x.cwd {
                                    entry.cwd = v.clone();
                                }
                                if let Some(v) = &x.output {
                                    entry.output = v.clone();
                                }
                                if let Some(v) = &x.exit_status {
                                    entry.exit_status = v.clone();
                                }
                                if let Some(v) = &x.size {
                                    entry.size = v.clone();
                                }
                                if let Some(v) = &x.capabilities {
                                    entry.capabilities = v.clone();
                                }
                            },
                        );
                }
                SessionUpdate::TerminalOutputChunk(x) => {
                    state
                        .terminals
                        .append(
                            x.terminal_id.as_str(),
                            |entry| match &mut entry.output {
                                Some(held) => {
                                    crate::session::append::base64(&mut held.data, &x.data)
                                }
                                None => {
                                    let fresh = TerminalOutput::new(x.data.clone());
                                    let added = crate::session::append::weigh(&fresh);
                                    entry.output = Some(fresh);
                                    added
                                }
                            },
                        );
                }
                SessionUpdate::PlanUpdate(x) => {
                    if let Some(id) = match &x.plan {
                        PlanUpdateContent::Items(v) => Some(v.plan_id.as_str()),
                        PlanUpdateContent::Markdown(v) => Some(v.plan_id.as_str()),
                        PlanUpdateContent::Unknown(other) => {
                            other.get("planId").and_then(serde_json::Value::as_str)
                        }
                    } {
                        state.plans.insert(id, x.plan.clone());
                    }
                }
                SessionUpdate::PlanRemoved(x) => {
                    state.plans.remove(x.plan_id.as_str());
                }
                SessionUpdate::AvailableCommandsUpdate(x) => {
                    state.available_commands = Some(x.available_commands.clone());
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
                SessionUpdate::CompactionUpdate(x) => {
                    state
                        .compactions
                        .upsert(
                            x.compaction_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.status {
                                    entry.status = v.clone();
                                }
                                if let Some(v) = &x.summary {
                                    entry.summary = v.clone();
                                }
                                if let Some(v) = &x.error {
                                    entry.error = v.clone();
                                }
                            },
                        );
                }
                SessionUpdate::CompactionSummaryChunk(x) => {
                    state
                        .compactions
                        .append(
                            x.compaction_id.as_str(),
                            |entry| crate::session::append::joined(
                                entry.summary.get_or_insert_with(Default::default),
                                &x.content,
                            ),
                        );
                }
                SessionUpdate::PromptSuggestionsUpdate(x) => {
                    state.prompt_suggestions = Some(x.suggestions.clone());
                }
                SessionUpdate::CursorUpdate(x) => {
                    state
                        .cursors
                        .upsert(
                            x.cursor_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.capabilities {
                                    entry.capabilities = v.clone();
                                }
                                if let Some(v) = &x.anchor {
                                    entry.anchor = Some(v.clone());
                                }
                            },
                        );
                }
                SessionUpdate::SubagentUpdate(x) => {
                    state
                        .subagents
                        .upsert(
                            x.session_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.title {
                                    entry.title = v.clone();
                                }
                                if let Some(v) = &x.description {
                                    entry.description = v.clone();
                                }
                                if let Some(v) = &x.capabilities {
                                    entry.capabilities = v.clone();
                                }
                                if let Some(v) = &x.state {
                                    entry.state = v.clone();
                                }
                                if let Some(v) = &x.cwd {
                                    entry.cwd = v.clone();
                                }
                                if let Some(v) = &x.additional_directories {
                                    entry.additional_directories = v.clone();
                                }
                            },
                        );
                }
                SessionUpdate::SessionMessage(x) => {
                    state
                        .session_messages
                        .upsert(
                            x.message_id.as_str(),
                            |entry| {
                                if let Some(v) = &x.sender_session_id {
                                    entry.sender_session_id = v.clone();
                                }
                                if let Some(v) = &x.recipient_session_id {
                                    entry.recipient_session_id = v.clone();
                                }
                                if let Some(v) = &x.sender_message_id {
                                    entry.sender_message_id = v.clone();
                                }
                                if let Some(v) = &x.recipient_message_id {
                                    entry.recipient_message_id = v.clone();
                                }
                                if let Some(v) = &x.content {
                                    entry.content = v.clone();
                                }
                            },
                        );
                }
                SessionUpdate::SessionMessageChunk(x) => {
                    state
                        .session_messages
                        .append(
                            x.message_id.as_str(),
                            |entry| crate::session::append::joined(
                                entry.content.get_or_insert_with(Default::default),
                                &x.content,
                            ),
                        );
                }
                _ => {}
            }
        }
        fn opened(state: &mut SessionState, response: &NewSessionResponse) {
            state.fold_new_session_response(response);
        }
        fn changed(update: &SessionUpdate) -> crate::session::Changed<StatePart<'_>> {
            SessionState::changed_by(update)
        }
        fn trim(state: &mut SessionState, keep: crate::session::Keep) {
            crate::session::keep::trim(
                &mut [
                    &mut state.user_messages as &mut dyn crate::session::keep::Evict,
                    &mut state.agent_messages as &mut dyn crate::session::keep::Evict,
                    &mut state.agent_thoughts as &mut dyn crate::session::keep::Evict,
                    &mut state.tool_calls as &mut dyn crate::session::keep::Evict,
                    &mut state.terminals as &mut dyn crate::session::keep::Evict,
                    &mut state.plans as &mut dyn crate::session::keep::Evict,
                    &mut state.compactions as &mut dyn crate::session::keep::Evict,
                    &mut state.cursors as &mut dyn crate::session::keep::Evict,
                    &mut state.subagents as &mut dyn crate::session::keep::Evict,
                    &mut state.session_messages as &mut dyn crate::session::keep::Evict,
                ],
                keep,
            );
        }
    }
    impl crate::session::append::Join for ToolCallContent {
        fn join(&mut self, next: &Self) -> Option<usize> {
            #[allow(unreachable_patterns)]
            match (self, next) {
                (ToolCallContent::Content(held), ToolCallContent::Content(next)) => {
                    if held.meta == next.meta {
                        crate::session::append::Join::join(
                            &mut held.content,
                            &next.content,
                        )
                    } else {
                        None
                    }
                }
                _ => None,
            }
        }
    }
    impl crate::session::append::Join for ContentBlock {
        fn join(&mut self, next: &Self) -> Option<usize> {
            #[allow(unreachable_patterns)]
            match (self, next) {
                (ContentBlock::Text(held), ContentBlock::Text(next)) => {
                    if held.annotations == next.annotations && held.meta == next.meta {
                        Some(crate::session::append::text(&mut held.text, &next.text))
                    } else {
                        None
                    }
                }
                (ContentBlock::Skill(held), ContentBlock::Skill(next)) => {
                    if held.meta == next.meta {
                        Some(crate::session::append::text(&mut held.name, &next.name))
                    } else {
                        None
                    }
                }
                _ => None,
            }
        }
    }
    impl crate::session::Opener<Module> {
        /// Resumes a session the agent has stored (`session/resume`);
        /// the agent reports the session's state before it answers.
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
        /// Resumes a stored session (`session/resume`), with the default
        /// [`Opener`](crate::session::Opener).
        pub async fn resume(
            agent: &AgentPeer,
            request: ResumeSessionRequest,
        ) -> crate::CallResult<Self> {
            crate::session::Opener::<Module>::default().resume(agent, request).await
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
        /// Accepts a prompt and starts its turn, in the `prompt`
        /// handler: returns the answer (the inserted user message's id,
        /// `message_id`), and the turn, which runs on in a task of its
        /// own ([`AgentSession::start_turn`](crate::session::AgentSession::start_turn)):
        /// `user_message` with the prompt's content, `running`, `work`,
        /// then `idle` with the end `work` returns (or `cancelled`).
        pub fn accept<F, W>(
            &self,
            prompt: PromptRequest,
            message_id: impl Into<MessageId>,
            work: F,
        ) -> (PromptResponse, crate::session::TurnTask)
        where
            F: FnOnce(crate::session::AgentSession<Module>) -> W,
            W: std::future::Future<Output = crate::Result<IdleStateUpdate>> + Send
                + 'static,
        {
            let message_id = message_id.into();
            let inserted = UserMessage::new(message_id.clone()).content(prompt.prompt);
            let first = vec![SessionUpdate::UserMessage(inserted)];
            let task = self.start_turn_after(first, work);
            (PromptResponse::new(message_id), task)
        }
    }
}
/// The proxy API ([`crate::proxy`]) of this module: components between
/// a client and an agent, started by a conductor.
pub mod proxy {
    pub use crate::proxy::{Message, Origin, Proxy, ProxyHandler};
    /// A proxy's two neighbours: [`crate::proxy::Chain`].
    pub type Chain = crate::proxy::Chain<super::Module>;
    /// The agent's side of a proxy: [`crate::proxy::Successor`].
    pub type Successor = crate::proxy::Successor<super::Module>;
}
/// Schema defaults of fields, as functions for `#[serde(default = ...)]`.
mod defaults {
    #![allow(unused_imports)]
    use super::*;
    pub(super) fn diff_changes_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<DiffChange>, D::Error> {
        crate::generated_support::lenient::items(d)
            .map(|v: Option<Vec<DiffChange>>| v.unwrap_or_default())
    }
    pub(super) fn initialize_response_capabilities_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<AgentCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<AgentCapabilities>| {
                v.unwrap_or_else(initialize_response_capabilities)
            })
    }
    pub(super) fn initialize_response_capabilities() -> AgentCapabilities {
        AgentCapabilities {
            session: None,
            auth: None,
            providers: None,
            meta: None,
        }
    }
    pub(super) fn provider_info_supported_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<LlmProtocol>, D::Error> {
        crate::generated_support::lenient::items_or_none(d)
            .map(|v: Option<Vec<LlmProtocol>>| v.unwrap_or_default())
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
        crate::generated_support::lenient::items(d)
            .map(|v: Option<Vec<SessionConfigOption>>| v.unwrap_or_default())
    }
    pub(super) fn plan_items_entries_lenient<'de, D: serde::Deserializer<'de>>(
        d: D,
    ) -> Result<Vec<PlanEntry>, D::Error> {
        crate::generated_support::lenient::items(d)
            .map(|v: Option<Vec<PlanEntry>>| v.unwrap_or_default())
    }
    pub(super) fn available_commands_update_available_commands_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<AvailableCommand>, D::Error> {
        crate::generated_support::lenient::items(d)
            .map(|v: Option<Vec<AvailableCommand>>| v.unwrap_or_default())
    }
    pub(super) fn config_option_update_config_options_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<SessionConfigOption>, D::Error> {
        crate::generated_support::lenient::items(d)
            .map(|v: Option<Vec<SessionConfigOption>>| v.unwrap_or_default())
    }
    pub(super) fn prompt_suggestions_update_suggestions_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<Vec<PromptSuggestion>, D::Error> {
        crate::generated_support::lenient::items(d)
            .map(|v: Option<Vec<PromptSuggestion>>| v.unwrap_or_default())
    }
    pub(super) fn initialize_request_capabilities_lenient<
        'de,
        D: serde::Deserializer<'de>,
    >(d: D) -> Result<ClientCapabilities, D::Error> {
        crate::generated_support::lenient::or_none(d)
            .map(|v: Option<ClientCapabilities>| {
                v.unwrap_or_else(initialize_request_capabilities)
            })
    }
    pub(super) fn initialize_request_capabilities() -> ClientCapabilities {
        ClientCapabilities {
            auth: None,
            elicitation: None,
            session: None,
            meta: None,
        }
    }
}
