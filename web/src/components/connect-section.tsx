import { useInterfaceText } from '../i18n/use-messages';

/** How to reach the same functions from an AI client (README, MCP tools and Chat completions). */
export function ConnectSection() {
  const { t } = useInterfaceText();
  const origin = window.location.origin;
  const mcpConfig = JSON.stringify({ mcpServers: { lexicon: { type: 'http', url: `${origin}/mcp` } } }, null, 2);
  const chat = `curl ${origin}/v1/chat/completions -H 'Content-Type: application/json' \\\n  -d '{"model":"lexicon-mcp-1","messages":[{"role":"user","content":"lang=en pattern=c?t"}]}'`;
  return (
    <section class="connect" aria-labelledby="connect-title">
      <h2 id="connect-title">{t.connect}</h2>
      <p>{t.connectMcp}</p>
      <pre tabIndex={0}>{mcpConfig}</pre>
      <p>{t.connectChat}</p>
      <pre tabIndex={0}>{chat}</pre>
      <p>
        <a href="/docs">{t.apiExplorer}</a> · <a href="/api/v1/openapi.json">openapi.json</a>
      </p>
    </section>
  );
}
