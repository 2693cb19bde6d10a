// Input of the expansion snapshot (see src/lib.rs); not compiled on its own.

#[acp_agent]
impl Echo {
    async fn initialize(&self, req: InitializeRequest) -> Result<InitializeResponse> {
        Ok(InitializeResponse::new(req.protocol_version))
    }
    fn new_session(&self, _req: NewSessionRequest) -> Result<NewSessionResponse> {
        Ok(NewSessionResponse::new("s"))
    }
    async fn prompt(&self, _req: PromptRequest, client: ClientPeer) -> Result<PromptResponse> {
        let _ = client;
        Ok(PromptResponse::new(StopReason::EndTurn))
    }
    fn cancel(&self, _n: CancelNotification) {}
    #[acp(ext = "_example.com/ping")]
    async fn ping(&self, params: serde_json::Value) -> Result<serde_json::Value> {
        Ok(params)
    }
    // Helpers: named like a method, but not taking its params.
    fn load_session(&self, id: &SessionId) -> bool {
        id.0.is_empty()
    }
    fn prompts(&self) -> usize {
        0
    }
}

#[acp_client]
impl Editor {
    fn session_update(&self, _n: SessionNotification) {}
    async fn request_permission(&self, _r: RequestPermissionRequest) -> Result<RequestPermissionResponse> {
        Ok(RequestPermissionResponse::new(RequestPermissionOutcome::Cancelled))
    }
}

#[acp_proxy]
impl Notes {
    async fn prompt(&self, params: PromptRequest, chain: Chain) -> Result<PromptResponse> {
        Ok(chain.agent().request(&params).await?)
    }
    fn session_update(&self, _n: SessionNotification) {}
    #[acp(ext = "_example.com/count")]
    fn count(&self, _params: serde_json::Value) -> Result<u32> {
        Ok(0)
    }
}
