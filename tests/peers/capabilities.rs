//! Capabilities derived from the implemented methods.

use std::sync::Mutex;

use acp::peer::capabilities::Carrier;
use acp::transport::memory_pair;
use acp::v1::*;
use acp::{acp_agent, acp_client, Config, Result};
use serde_json::{json, Value};

/// Every capability a method's description names ("Only available if the client
/// supports the `fs.readTextFile` capability") is the one the table gives it.
#[test]
fn the_table_covers_every_capability_gated_method() {
    let tables = [&AGENT_CAPABILITIES, &CLIENT_CAPABILITIES];
    assert_gated_methods_in(
        acp_codegen::modules::get("v1").unwrap().schema.json,
        tables,
        7,
    );
}

#[cfg(feature = "v2")]
#[test]
fn the_v2_table_covers_every_capability_gated_method() {
    use acp::v2::{AGENT_CAPABILITIES, CLIENT_CAPABILITIES};
    let tables = [&AGENT_CAPABILITIES, &CLIENT_CAPABILITIES];
    assert_gated_methods_in(
        acp_codegen::modules::get("v2").unwrap().schema.json,
        tables,
        1,
    );
}

#[cfg(all(feature = "v2", feature = "unstable"))]
#[test]
fn the_v2_unstable_table_covers_every_capability_gated_method() {
    use acp::v2_unstable::{AGENT_CAPABILITIES, CLIENT_CAPABILITIES};
    let tables = [&AGENT_CAPABILITIES, &CLIENT_CAPABILITIES];
    assert_gated_methods_in(
        acp_codegen::modules::get("v2_unstable")
            .unwrap()
            .schema
            .json,
        tables,
        6,
    );
}

#[cfg(feature = "unstable")]
#[test]
fn the_v1_unstable_table_covers_every_capability_gated_method() {
    use acp::v1_unstable::{AGENT_CAPABILITIES, CLIENT_CAPABILITIES};
    let tables = [&AGENT_CAPABILITIES, &CLIENT_CAPABILITIES];
    let schema = acp_codegen::modules::get("v1_unstable")
        .unwrap()
        .schema
        .json;
    // The prose of v1's ForkSessionRequest names v2's path, `session.fork`; v1's
    // AgentCapabilities has no `session`, and its SessionCapabilities has `fork`
    // ("Capabilities for the `session/fork` method"): the structure wins.
    let prose_errors = [("session/fork", "session.fork", "sessionCapabilities.fork")];
    assert_gated_methods_with(schema, tables, 12, &prose_errors);
    let gated = gated_methods(schema);
    assert!(gated.contains(&("session/fork".into(), "session.fork".into())));
}

/// Each method the schema `schema` gates ("Only available if ...", at least
/// `at_least` of them) is in one of `tables` with that capability.
fn assert_gated_methods_in(schema: &str, tables: [&Carrier; 2], at_least: usize) {
    assert_gated_methods_with(schema, tables, at_least, &[]);
}

/// The methods the schema `schema` gates, with the capability its prose names.
fn gated_methods(schema: &str) -> Vec<(String, String)> {
    let schema: Value = serde_json::from_str(schema).unwrap();
    let mut gated = vec![];
    for def in schema["$defs"].as_object().unwrap().values() {
        let (Some(method), Some(text)) = (def["x-method"].as_str(), def["description"].as_str())
        else {
            continue;
        };
        for line in text.lines().filter(|l| l.contains("Only available if")) {
            let name = line.split('`').nth(1).expect("the capability is quoted");
            gated.push((method.to_owned(), name.to_owned()));
        }
    }
    gated
}

/// `assert_gated_methods_in`, where the prose of `prose_errors`' methods names a
/// capability the schema does not have: `(method, named, what the table has)`.
fn assert_gated_methods_with(
    schema: &str,
    tables: [&Carrier; 2],
    at_least: usize,
    prose_errors: &[(&str, &str, &str)],
) {
    let gated = gated_methods(schema);
    assert!(
        gated.len() >= at_least,
        "the schema's wording changed: {gated:?}"
    );
    for (method, capability) in gated {
        let found = tables
            .iter()
            .flat_map(|t| t.implied.iter())
            .find(|i| i.method == method)
            .unwrap_or_else(|| {
                panic!("{method} is gated by `{capability}` but missing from the table")
            });
        let expected = prose_errors
            .iter()
            .find(|(m, named, _)| *m == method && *named == capability)
            .map_or(capability.as_str(), |(_, _, has)| has);
        assert_eq!(found.path.join("."), expected, "{method}");
    }
}

#[test]
fn every_table_entry_is_a_method_of_its_side() {
    for (table, side) in [
        (&AGENT_CAPABILITIES, acp::jsonrpc::Side::Agent),
        (&CLIENT_CAPABILITIES, acp::jsonrpc::Side::Client),
    ] {
        for implied in table.implied {
            let m = METHODS
                .iter()
                .find(|m| m.name == implied.method)
                .expect("a method of the schema");
            assert_eq!(m.side, side, "{}", implied.method);
        }
    }
}

/// The MCP transports' capabilities come from the `McpServer` union's prose,
/// in the v1 module's field names (`mcp_capabilities.http`) mapped to the wire.
#[test]
fn the_mcp_transports_capabilities_are_read_from_the_schema() {
    let table: Vec<(&str, String, bool)> = AGENT_CAPABILITIES
        .mcp_transports
        .iter()
        .map(|t| (t.transport, t.path.join("."), t.flag))
        .collect();
    assert_eq!(
        table,
        [
            ("http", "mcpCapabilities.http".to_owned(), true),
            ("sse", "mcpCapabilities.sse".to_owned(), true),
        ]
    );
    assert!(CLIENT_CAPABILITIES.mcp_transports.is_empty());
}

/// An agent that connects MCP servers advertises the capability of each
/// transport it connects, and no other; one that does not, none.
#[test]
fn mcp_transports_are_advertised_only_when_connected() {
    use acp::peer::capabilities::Advertised;
    let complete = |mcp_transports: &'static [&'static str]| {
        let mut message = serde_json::json!({"protocolVersion": 1});
        Advertised::new(&AGENT_CAPABILITIES, &[], mcp_transports).complete(&mut message);
        message["agentCapabilities"]["mcpCapabilities"].clone()
    };
    assert_eq!(
        complete(&["stdio", "http"]),
        serde_json::json!({"http": true})
    );
    assert_eq!(complete(&[]), serde_json::Value::Null);
}

/// The capability table in the macros' docs (`src/macros_doc.md`) is
/// [`AGENT_CAPABILITIES`] and [`CLIENT_CAPABILITIES`] written out with handler
/// names. Refresh it with `ACP_UPDATE_DOCS=1 cargo test --test peers capabilities::`.
#[test]
fn the_macro_docs_show_the_generated_capability_table() {
    let mut table = String::from("| side | handler | capability |\n|---|---|---|\n");
    for (side, carrier) in [
        ("agent", &AGENT_CAPABILITIES),
        ("client", &CLIENT_CAPABILITIES),
    ] {
        // Methods implying the same capability share a row.
        let mut rows: Vec<(String, Vec<&str>)> = vec![];
        for implied in carrier.implied {
            let capability = format!("{}.{}", carrier.field, implied.path.join("."));
            let handler = METHODS
                .iter()
                .find(|m| m.name == implied.method)
                .expect("a method of the schema")
                .rust_name;
            match rows.iter_mut().find(|(c, _)| *c == capability) {
                Some((_, handlers)) => handlers.push(handler),
                None => rows.push((capability, vec![handler])),
            }
        }
        for (capability, handlers) in rows {
            let handlers = handlers
                .iter()
                .map(|h| format!("`{h}`"))
                .collect::<Vec<_>>();
            table.push_str(&format!(
                "| {side} | {} | `{capability}` |\n",
                handlers.join(", ")
            ));
        }
    }
    for transport in AGENT_CAPABILITIES.mcp_transports {
        let capability = format!("{}.{}", AGENT_CAPABILITIES.field, transport.path.join("."));
        table.push_str(&format!(
            "| agent | `#[acp_agent(mcp)]`, connecting `{}` MCP servers | `{capability}` |\n",
            transport.transport
        ));
    }
    table.push_str(
        "| both | `#[acp(ext = \"_ns/name\")]` | `_meta: {\"ns\": {\"name\": true}}` in the capabilities |\n",
    );

    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/macros_doc.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let (start, end) = (
        "<!-- capability table: written by tests/peers/capabilities.rs -->\n",
        "<!-- end of capability table -->\n",
    );
    let from = doc.find(start).expect("the start marker") + start.len();
    let to = from + doc[from..].find(end).expect("the end marker");
    if std::env::var_os("ACP_UPDATE_DOCS").is_some() {
        std::fs::write(path, format!("{}{table}{}", &doc[..from], &doc[to..])).unwrap();
        return;
    }
    assert!(
        doc[from..to] == table,
        "src/macros_doc.md shows another capability table than the generated one; \
         refresh it with ACP_UPDATE_DOCS=1 cargo test --test peers capabilities:\n{table}"
    );
}

struct Agent0 {
    client_caps: Mutex<Option<ClientCapabilities>>,
}

#[acp_agent]
impl Agent0 {
    fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        *self.client_caps.lock().unwrap() = Some(req.client_capabilities);
        // Set by hand: must survive the completion.
        let list = SessionListCapabilities::default()
            .meta(json!({"mine": true}).as_object().unwrap().clone());
        let caps = AgentCapabilities::default()
            .session_capabilities(SessionCapabilities::default().list(list));
        Ok(InitializeResponse::new(1).agent_capabilities(caps))
    }
    fn new_session(&self, _r: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }
    fn prompt(&self, _r: PromptRequest) -> Result<PromptResponse> {
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
    fn load_session(&self, _r: LoadSessionRequest) -> Result<LoadSessionResponse> {
        Ok(LoadSessionResponse::default())
    }
    fn list_sessions(&self, _r: ListSessionsRequest) -> Result<ListSessionsResponse> {
        Ok(ListSessionsResponse::new(vec![]))
    }
    fn close_session(&self, _r: CloseSessionRequest) -> Result<CloseSessionResponse> {
        Ok(CloseSessionResponse::default())
    }
    #[acp(ext = "_zed.dev/workspace/buffers")]
    fn buffers(&self, _p: Value) -> Result<Value> {
        Ok(json!([]))
    }
}

struct Client0;

#[acp_client]
impl Client0 {
    fn session_update(&self, _n: SessionNotification) {}
    fn request_permission(
        &self,
        _r: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(
            RequestPermissionOutcome::Cancelled,
        ))
    }
    fn read_text_file(&self, _r: ReadTextFileRequest) -> Result<ReadTextFileResponse> {
        Ok(ReadTextFileResponse::new(""))
    }
    fn create_terminal(&self, _r: CreateTerminalRequest) -> Result<CreateTerminalResponse> {
        Ok(CreateTerminalResponse::new("t"))
    }
    #[acp(ext = "_vendor")]
    fn ping(&self, _n: Value) {}
}

#[tokio::test]
async fn both_sides_advertise_what_they_implement() {
    let agent = std::sync::Arc::new(Agent0 {
        client_caps: Mutex::new(None),
    });
    struct Shared(std::sync::Arc<Agent0>);
    // Forward everything to the shared agent, including what it implements.
    impl Agent for Shared {
        fn initialize(
            &self,
            p: InitializeRequest,
            c: ClientPeer,
        ) -> impl std::future::Future<Output = Result<InitializeResponse>> + Send {
            Agent::initialize(&*self.0, p, c)
        }
        fn implemented_methods(&self) -> &'static [&'static str] {
            self.0.implemented_methods()
        }
    }
    let ((_a, _), (c, _)) = memory_pair(
        AgentHandler(Shared(agent.clone())),
        ClientHandler(Client0),
        Config::default(),
    );
    // The client sends bare params; its capabilities are filled in on the way out.
    let response = AgentPeer(c)
        .initialize(InitializeRequest::new(1))
        .await
        .unwrap();
    let response = serde_json::to_value(response).unwrap();
    let caps = &response["agentCapabilities"];
    assert_eq!(caps["loadSession"], true);
    assert_eq!(
        caps["sessionCapabilities"]["list"],
        json!({"_meta": {"mine": true}}),
        "a capability set by hand stays"
    );
    assert_eq!(caps["sessionCapabilities"]["close"], json!({}));
    assert!(
        caps["sessionCapabilities"].get("resume").is_none(),
        "not implemented, not advertised"
    );
    assert_eq!(
        caps["_meta"],
        json!({"zed.dev": {"workspace/buffers": true}})
    );

    let client_caps =
        serde_json::to_value(agent.client_caps.lock().unwrap().clone().unwrap()).unwrap();
    assert_eq!(
        client_caps["fs"],
        json!({"readTextFile": true, "writeTextFile": false})
    );
    assert_eq!(client_caps["terminal"], true);
    assert_eq!(client_caps["_meta"], json!({"vendor": true}));
    assert!(client_caps.get("elicitation").is_none());
}

/// v2's `session: {}` claims the baseline session methods: it is derived only
/// when all of them are implemented, and until then no capability below it
/// (`session.delete`) is claimed either.
#[cfg(feature = "v2")]
#[test]
fn v2_session_capability_needs_the_whole_baseline() {
    use acp::peer::capabilities::Advertised;
    let baseline = [
        "initialize",
        "session/new",
        "session/list",
        "session/resume",
        "session/close",
        "session/prompt",
        "session/cancel",
    ];
    let derived = |methods: &'static [&'static str], message: Value| {
        let mut message = message;
        let carrier = &acp::v2::AGENT_CAPABILITIES;
        Advertised::new(carrier, methods, &[]).complete(&mut message);
        message["capabilities"].clone()
    };
    let all: &'static [&'static str] = Box::leak(Box::new(baseline));
    assert_eq!(derived(all, json!({})), json!({"session": {}}));
    let with_delete: &'static [&'static str] = Box::leak(
        [&baseline[..], &["session/delete"]]
            .concat()
            .into_boxed_slice(),
    );
    assert_eq!(
        derived(with_delete, json!({})),
        json!({"session": {"delete": {}}})
    );
    // Without session/resume: no baseline, and so no session.delete.
    let partial: &'static [&'static str] = &["session/new", "session/prompt", "session/delete"];
    assert_eq!(derived(partial, json!({})), json!({}));
    // An agent that claims the baseline itself still gets what it implements below it.
    assert_eq!(
        derived(partial, json!({"capabilities": {"session": {}}})),
        json!({"session": {"delete": {}}})
    );
}

/// A method schema crate 1.20.0 added, `session/options` (v1 unstable), through
/// the macro: its handler is accepted under the schema's name, and the agent
/// advertises the capability the method's description names
/// (`sessionCapabilities.options`), with no hand-written table.
#[cfg(feature = "unstable")]
#[tokio::test]
async fn a_new_method_advertises_its_capability() {
    use acp::v1_unstable as unstable;

    struct Options;
    #[acp_agent(protocol = v1_unstable)]
    impl Options {
        fn initialize(
            &self,
            _r: unstable::InitializeRequest,
        ) -> Result<unstable::InitializeResponse> {
            Ok(unstable::InitializeResponse::new(1))
        }
        fn new_session(
            &self,
            _r: unstable::NewSessionRequest,
        ) -> Result<unstable::NewSessionResponse> {
            Ok(unstable::NewSessionResponse::new("s"))
        }
        fn prompt(&self, _r: unstable::PromptRequest) -> Result<unstable::PromptResponse> {
            Ok(unstable::PromptResponse::new(unstable::StopReason::EndTurn))
        }
        fn session_options(
            &self,
            _r: unstable::SessionOptionsRequest,
        ) -> Result<unstable::SessionOptionsResponse> {
            Ok(unstable::SessionOptionsResponse::new())
        }
    }
    let ((_a, _), (c, _)) = memory_pair(
        unstable::AgentHandler(Options),
        unstable::ClientHandler(crate::support::agents::v1_unstable::Listener::default()),
        Config::default(),
    );
    let response = unstable::AgentPeer(c)
        .initialize(unstable::InitializeRequest::new(1))
        .await
        .unwrap();
    let caps = serde_json::to_value(response.agent_capabilities).unwrap();
    assert_eq!(caps["sessionCapabilities"]["options"], json!({}));
    assert!(caps["sessionCapabilities"].get("fork").is_none());
}
