// The expansion of snapshots/expansion.input.rs (see src/lib.rs).

impl Echo {
    async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }
    async fn prompt(
        &self,
        _req: PromptRequest,
        client: ClientPeer,
    ) -> Result<PromptResponse> {
        let _ = client;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
    fn cancel(&self, _n: CancelNotification) {}
    async fn ping(&self, params: serde_json::Value) -> Result<serde_json::Value> {
        Ok(params)
    }
    fn load_session(&self, id: &SessionId) -> bool {
        id.0.is_empty()
    }
    fn prompts(&self) -> usize {
        0
    }
}
impl ::acp::v1::Agent for Echo {
    fn initialize(
        &self,
        params: ::acp::v1::InitializeRequest,
        peer: ::acp::v1::ClientPeer,
    ) -> impl ::core::future::Future<
        Output = ::acp::Result<::acp::v1::InitializeResponse>,
    > + ::core::marker::Send {
        async move {
            {
                let _ = &peer;
                <Echo>::initialize(self, params).await
            }
        }
    }
    fn new_session(
        &self,
        params: ::acp::v1::NewSessionRequest,
        peer: ::acp::v1::ClientPeer,
    ) -> impl ::core::future::Future<
        Output = ::acp::Result<::acp::v1::NewSessionResponse>,
    > + ::core::marker::Send {
        async move {
            {
                let _ = &peer;
                <Echo>::new_session(self, params)
            }
        }
    }
    fn prompt(
        &self,
        params: ::acp::v1::PromptRequest,
        peer: ::acp::v1::ClientPeer,
    ) -> impl ::core::future::Future<
        Output = ::acp::Result<::acp::v1::PromptResponse>,
    > + ::core::marker::Send {
        async move { { <Echo>::prompt(self, params, peer).await } }
    }
    fn cancel(
        &self,
        params: ::acp::v1::CancelNotification,
        peer: ::acp::v1::ClientPeer,
    ) -> impl ::core::future::Future<Output = ()> + ::core::marker::Send {
        async move {
            {
                let _ = &peer;
                <Echo>::cancel(self, params)
            }
        }
    }
    fn implemented_methods(&self) -> &'static [&'static str] {
        &[
            "initialize",
            "session/new",
            "session/prompt",
            "session/cancel",
            "_example.com/ping",
        ]
    }
    fn ext_request(
        &self,
        method: ::std::string::String,
        params: ::acp::__private::serde_json::Value,
        peer: ::acp::v1::ClientPeer,
    ) -> impl ::core::future::Future<
        Output = ::acp::Result<::acp::__private::serde_json::Value>,
    > + ::core::marker::Send {
        async move {
            match method.as_str() {
                "_example.com/ping" => {
                    let params: serde_json::Value = ::acp::__private::ext_params(
                        &method,
                        params,
                    )?;
                    ::acp::__private::ext_result(
                        {
                            let _ = &peer;
                            <Echo>::ping(self, params).await
                        }?,
                    )
                }
                _ => Err(::acp::Error::method_not_found(&method)),
            }
        }
    }
}
impl Echo {
    /// Serves this agent on stdin/stdout until the client closes stdin.
    pub async fn serve_stdio(self) {
        ::acp::transport::serve_stdio(
                ::acp::v1::AgentHandler(self),
                ::acp::Config::default(),
            )
            .await
    }
}
impl Editor {
    fn session_update(&self, _n: SessionNotification) {}
    async fn request_permission(
        &self,
        _r: RequestPermissionRequest,
    ) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(RequestPermissionOutcome::Cancelled))
    }
}
impl ::acp::v1::Client for Editor {
    fn session_update(
        &self,
        params: ::acp::v1::SessionNotification,
        peer: ::acp::v1::AgentPeer,
    ) -> impl ::core::future::Future<Output = ()> + ::core::marker::Send {
        async move {
            {
                let _ = &peer;
                <Editor>::session_update(self, params)
            }
        }
    }
    fn request_permission(
        &self,
        params: ::acp::v1::RequestPermissionRequest,
        peer: ::acp::v1::AgentPeer,
    ) -> impl ::core::future::Future<
        Output = ::acp::Result<::acp::v1::RequestPermissionResponse>,
    > + ::core::marker::Send {
        async move {
            {
                let _ = &peer;
                <Editor>::request_permission(self, params).await
            }
        }
    }
    fn implemented_methods(&self) -> &'static [&'static str] {
        &["session/update", "session/request_permission"]
    }
}
impl Editor {
    /// Starts the agent described by `spec` as a child process served by this
    /// client, and returns the agent's handle with the process (dropping the
    /// process kills the agent).
    pub fn spawn_agent(
        self,
        spec: ::acp::transport::ProcessSpec,
    ) -> ::std::io::Result<(::acp::v1::AgentPeer, ::acp::transport::ChildProcess)> {
        let child = spec.spawn(::acp::v1::ClientHandler(self))?;
        Ok((::acp::v1::AgentPeer(child.connection().clone()), child))
    }
}
impl Notes {
    async fn prompt(
        &self,
        params: PromptRequest,
        chain: Chain,
    ) -> Result<PromptResponse> {
        Ok(chain.agent().request(&params).await?)
    }
    fn session_update(&self, _n: SessionNotification) {}
    fn count(&self, _params: serde_json::Value) -> Result<u32> {
        Ok(0)
    }
}
::acp::__acp_in_v1_unstable! {
    impl ::acp::v1_unstable::proxy::Proxy for Notes { type Protocol =
    ::acp::v1_unstable::Module; #[allow(unreachable_code)] fn request(& self, message :
    ::acp::v1_unstable::proxy::Message, chain : ::acp::v1_unstable::proxy::Chain) -> impl
    ::core::future::Future < Output = ::acp::Result < ::std::boxed::Box <
    ::acp::__private::RawValue >> > + ::core::marker::Send { async move { if message
    .origin() == ::acp::v1_unstable::proxy::Origin::Client { if let Some(params) =
    message.request:: < ::acp::v1_unstable::PromptRequest > () { let (params, peer) =
    (params ?, chain); return ::acp::__private::raw_result({ < Notes > ::prompt(self,
    params, peer). await } ?); } } if message.method() == "_example.com/count" { let
    params : serde_json::Value = ::acp::__private::raw_params(message.method(), message
    .params()) ?; let peer = chain; return ::acp::__private::raw_result({ let _ = & peer;
    < Notes > ::count(self, params) } ?); } chain.forward(message). await } }
    #[allow(unreachable_code)] fn notification(& self, message :
    ::acp::v1_unstable::proxy::Message, chain : ::acp::v1_unstable::proxy::Chain) -> impl
    ::core::future::Future < Output = () > + ::core::marker::Send { async move { if
    message.origin() == ::acp::v1_unstable::proxy::Origin::Agent { match message
    .notification:: < ::acp::v1_unstable::SessionNotification > () { Some(Ok(params)) =>
    { let peer = chain; return { let _ = & peer; < Notes > ::session_update(self, params)
    }; } Some(Err(e)) => { return ::acp::__private::ignored_notification(message
    .method(), & e); } None => {} } } if let Err(error) = chain
    .forward_notification(message). await { ::acp::__private::unforwarded(& error); } } }
    } impl Notes { #[doc =
    r" Serves this proxy on stdin/stdout, as a conductor starts it."] pub async fn
    serve_stdio(self) {
    ::acp::transport::serve_stdio(::acp::v1_unstable::proxy::ProxyHandler(self),
    ::acp::Config::default()). await } }
}
