//! The facts behind the sync of modes and config options (the session config
//! options RFD's transition rule; the rule itself is the runtime's,
//! `acp::session::modes`): for a module whose schema has both `modes` and
//! config options, `impl ModeFacts for Module` (typed reads and constructors
//! of the messages the rule touches), the agent's opt-out (`sync_modes`), and
//! the hooks by which the pipeline, the agent's updates and its session
//! handle reach the rule.
//!
//! [`TYPES`] is the one place naming the schema types the rule needs; a schema
//! that lacks any of them gets none of this. The requests that open a session
//! are read off the method table: those whose answer carries both `modes` and
//! `configOptions`.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use super::Ctx;
use crate::methods::{MethodKind, Side};
use crate::model::Shape;
use crate::names::type_name;

/// The schema types the sync reads and builds; all must exist.
pub(super) const TYPES: &[&str] = &[
    "SessionModeState",
    "SessionMode",
    "SessionConfigOption",
    "SessionConfigOptionCategory",
    "SessionConfigSelect",
    "SessionConfigSelectOption",
    "SetSessionModeRequest",
    "SetSessionConfigOptionRequest",
    "CurrentModeUpdate",
    "ConfigOptionUpdate",
];

/// The params of the two setters.
const SET_MODE: &str = "SetSessionModeRequest";
const SET_OPTION: &str = "SetSessionConfigOptionRequest";

/// The wire names of an opening answer's two halves.
const MODES: &str = "modes";
const CONFIG_OPTIONS: &str = "configOptions";
const SESSION_ID: &str = "sessionId";

/// A request that opens a session: its union variant, whether its params name
/// the session, whether its answer does.
struct Opener {
    variant: proc_macro2::Ident,
    /// Whether the params name the session: `Some(required)`.
    request_names: Option<bool>,
    answer_names: bool,
}

impl Ctx<'_> {
    /// Whether the module keeps modes and config options in sync.
    pub(super) fn syncs_modes(&self) -> bool {
        self.has_module()
            && TYPES.iter().all(|t| self.protocol.get(t).is_some())
            && self.served_with(SET_MODE).is_some()
            && self.served_with(SET_OPTION).is_some()
            && !self.openers().is_empty()
    }

    /// The union variant of the agent's request whose params are `params`.
    fn served_with(&self, params: &str) -> Option<proc_macro2::Ident> {
        let m = self.protocol.methods.iter().find(|m| {
            m.side == Side::Agent && m.kind == MethodKind::Request && m.params == params
        })?;
        Some(format_ident!("{}", type_name(&m.rust_name)))
    }

    fn has_fields(&self, ty: &str, wires: &[&str]) -> bool {
        match self.protocol.get(ty).map(|d| &d.shape) {
            Some(Shape::Struct(s)) => wires.iter().all(|w| s.fields.iter().any(|f| f.wire == *w)),
            _ => false,
        }
    }

    /// Whether `ty` has the field `wire`, and if so whether it is required.
    fn field_required(&self, ty: &str, wire: &str) -> Option<bool> {
        match self.protocol.get(ty).map(|d| &d.shape) {
            Some(Shape::Struct(s)) => s.fields.iter().find(|f| f.wire == wire).map(|f| f.required),
            _ => None,
        }
    }

    fn openers(&self) -> Vec<Opener> {
        self.protocol
            .methods
            .iter()
            .filter(|m| m.side == Side::Agent && m.kind == MethodKind::Request)
            .filter_map(|m| {
                let result = m.result.as_deref()?;
                self.has_fields(result, &[MODES, CONFIG_OPTIONS])
                    .then(|| Opener {
                        variant: format_ident!("{}", type_name(&m.rust_name)),
                        request_names: self.field_required(&m.params, SESSION_ID),
                        answer_names: self.has_fields(result, &[SESSION_ID]),
                    })
            })
            .collect()
    }

    /// The agent trait's opt-out, for a module that syncs.
    pub(super) fn sync_modes_method(&self) -> TokenStream {
        if !self.syncs_modes() {
            return quote!();
        }
        quote! {
            /// Whether the SDK keeps this agent's modes and config options in
            /// sync, as the session config options RFD's transition rule asks
            /// ([`crate::session::modes`]): on unless overridden;
            /// `#[acp_agent(no_mode_sync)]` turns it off.
            fn sync_modes(&self) -> bool {
                true
            }
        }
    }

    /// `Sessions::companion`, for a module that syncs.
    pub(super) fn sync_modes_companion(&self) -> TokenStream {
        if !self.syncs_modes() {
            return quote!();
        }
        quote! {
            fn companion(connection: &crate::Connection, notification: &SessionNotification) -> Option<SessionNotification> {
                crate::session::modes::companion::<Module>(connection, notification)
            }
        }
    }

    /// `impl ModeFacts for Module`, for a module that syncs.
    pub(super) fn mode_facts(&self) -> TokenStream {
        if !self.syncs_modes() {
            return quote!();
        }
        let openers = self.openers();
        let opener_arms = openers.iter().map(|o| {
            let v = &o.variant;
            match o.request_names {
                Some(true) => quote!(ClientRequest::#v(p) => Some(Some(p.session_id.0.clone())),),
                Some(false) => quote!(ClientRequest::#v(p) => Some(p.session_id.as_ref().map(|s| s.0.clone())),),
                None => quote!(ClientRequest::#v(_) => Some(None),),
            }
        });
        let opened_arms = openers.iter().map(|o| {
            let v = &o.variant;
            let session = match o.answer_names {
                true => quote!(Some(a.session_id.0.as_str())),
                false => quote!(None),
            };
            quote!(AgentResponse::#v(a) => Some(crate::session::modes::Opened {
                session: #session,
                modes: a.modes.as_ref().map(mode_facts::list_of),
                options: a.config_options.as_deref(),
            }),)
        });
        let fill_modes = openers.iter().map(|o| {
            let v = &o.variant;
            quote!(AgentResponse::#v(a) => a.modes = Some(mode_facts::state_of(modes)),)
        });
        let fill_options = openers.iter().map(|o| {
            let v = &o.variant;
            quote!(AgentResponse::#v(a) => a.config_options = Some(options),)
        });
        let set_mode = self.served_with(SET_MODE).expect("checked by syncs_modes");
        let set_option = self
            .served_with(SET_OPTION)
            .expect("checked by syncs_modes");
        quote! {
            impl crate::session::modes::ModeFacts for Module {
                type ConfigOption = SessionConfigOption;
                fn opener(request: &ClientRequest) -> Option<Option<String>> {
                    match request { #(#opener_arms)* _ => None }
                }
                fn opened(answer: &AgentResponse) -> Option<crate::session::modes::Opened<'_, SessionConfigOption>> {
                    match answer { #(#opened_arms)* _ => None }
                }
                fn fill_modes(answer: &mut AgentResponse, modes: &crate::session::modes::ModeList) {
                    match answer { #(#fill_modes)* _ => {} }
                }
                fn fill_options(answer: &mut AgentResponse, options: Vec<SessionConfigOption>) {
                    match answer { #(#fill_options)* _ => {} }
                }
                fn mode_option(options: &[SessionConfigOption]) -> Option<(&str, crate::session::modes::ModeList)> {
                    options.iter().find_map(|o| match (&o.category, &o.kind) {
                        (Some(SessionConfigOptionCategory::Mode), SessionConfigOptionKind::Select(select)) => Some((
                            o.id.0.as_str(),
                            crate::session::modes::ModeList {
                                current: select.current_value.0.clone(),
                                modes: mode_facts::choices(&select.options),
                            },
                        )),
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
                    let values: Vec<SessionConfigSelectOption> = modes.modes.iter().map(|m| {
                        let value = SessionConfigSelectOption::new(m.id.clone(), m.name.clone());
                        match &m.description { Some(d) => value.description(d.clone()), None => value }
                    }).collect();
                    let select = SessionConfigSelect::new(modes.current.clone(), values);
                    vec![SessionConfigOption::new(crate::session::modes::MODE_OPTION, "Mode", SessionConfigOptionKind::Select(select))
                        .category(SessionConfigOptionCategory::Mode)]
                }
                fn set_mode(request: &ClientRequest) -> Option<(&str, &str)> {
                    match request {
                        ClientRequest::#set_mode(p) => Some((p.session_id.0.as_str(), p.mode_id.0.as_str())),
                        _ => None,
                    }
                }
                fn set_option(request: &ClientRequest) -> Option<(&str, &str, &str)> {
                    match request {
                        ClientRequest::#set_option(p) => match &p.kind {
                            SetSessionConfigOptionRequestKind::ValueId { value } => Some((p.session_id.0.as_str(), p.config_id.0.as_str(), value.0.as_str())),
                            _ => None,
                        },
                        _ => None,
                    }
                }
                fn set_mode_request(session: &str, mode: &str) -> ClientRequest {
                    ClientRequest::#set_mode(SetSessionModeRequest::new(SessionId(session.to_owned()), SessionModeId(mode.to_owned())))
                }
                fn set_option_request(session: &str, id: &str, value: &str) -> ClientRequest {
                    let value = SetSessionConfigOptionRequestKind::ValueId { value: SessionConfigValueId(value.to_owned()) };
                    ClientRequest::#set_option(SetSessionConfigOptionRequest::new(SessionId(session.to_owned()), SessionConfigId(id.to_owned()), value))
                }
                fn mode_answer() -> AgentResponse {
                    AgentResponse::#set_mode(SetSessionModeResponse::new())
                }
                fn option_answer(options: Vec<SessionConfigOption>) -> AgentResponse {
                    AgentResponse::#set_option(SetSessionConfigOptionResponse::new(options))
                }
                fn answered_options(answer: &AgentResponse) -> Option<&[SessionConfigOption]> {
                    match answer {
                        AgentResponse::#set_option(a) => Some(&a.config_options),
                        _ => None,
                    }
                }
                fn mode_update(note: &SessionNotification) -> Option<(&str, &str)> {
                    match &note.update {
                        SessionUpdate::CurrentModeUpdate(u) => Some((note.session_id.0.as_str(), u.current_mode_id.0.as_str())),
                        _ => None,
                    }
                }
                fn options_update(note: &SessionNotification) -> Option<(&str, &[SessionConfigOption])> {
                    match &note.update {
                        SessionUpdate::ConfigOptionUpdate(u) => Some((note.session_id.0.as_str(), &u.config_options)),
                        _ => None,
                    }
                }
                fn new_mode_update(session: &str, mode: &str) -> SessionNotification {
                    SessionNotification::new(SessionId(session.to_owned()), SessionUpdate::CurrentModeUpdate(CurrentModeUpdate::new(SessionModeId(mode.to_owned()))))
                }
                fn new_options_update(session: &str, options: Vec<SessionConfigOption>) -> SessionNotification {
                    SessionNotification::new(SessionId(session.to_owned()), SessionUpdate::ConfigOptionUpdate(ConfigOptionUpdate::new(options)))
                }
            }
            /// Conversions between the two halves, for `impl ModeFacts`.
            mod mode_facts {
                use super::*;
                use crate::session::modes::{ModeChoice, ModeList};
                pub(super) fn list_of(state: &SessionModeState) -> ModeList {
                    ModeList {
                        current: state.current_mode_id.0.clone(),
                        modes: state.available_modes.iter().map(|m| ModeChoice { id: m.id.0.clone(), name: m.name.clone(), description: m.description.clone() }).collect(),
                    }
                }
                pub(super) fn state_of(modes: &ModeList) -> SessionModeState {
                    let available: Vec<SessionMode> = modes.modes.iter().map(|m| {
                        let mode = SessionMode::new(SessionModeId(m.id.clone()), m.name.clone());
                        match &m.description { Some(d) => mode.description(d.clone()), None => mode }
                    }).collect();
                    SessionModeState::new(SessionModeId(modes.current.clone()), available)
                }
                pub(super) fn choices(options: &SessionConfigSelectOptions) -> Vec<ModeChoice> {
                    let choice = |o: &SessionConfigSelectOption| ModeChoice { id: o.value.0.clone(), name: o.name.clone(), description: o.description.clone() };
                    match options {
                        SessionConfigSelectOptions::Ungrouped(values) => values.iter().map(choice).collect(),
                        SessionConfigSelectOptions::Grouped(groups) => groups.iter().flat_map(|g| g.options.iter()).map(choice).collect(),
                    }
                }
            }
        }
    }
}
