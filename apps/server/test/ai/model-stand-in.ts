import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'answer' | 'error' | 'hang' | 'empty';

export interface ModelRequest {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** An OpenAI-compatible chat completions server over real HTTP, for the summary's model path. */
export class ModelStandIn {
  mode: StandInMode = 'answer';
  readonly requests: ModelRequest[] = [];
  private server!: Server;
  private readonly hanging = new Set<() => void>();

  /** Requests the stand-in is holding without an answer (mode 'hang'), until it stops. */
  get held(): number {
    return this.hanging.size;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async start(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const body = JSON.parse(await readBody(req)) as ModelRequest['body'];
      this.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (this.mode === 'hang') {
        // Never answers on its own; released when the stand-in stops.
        await new Promise<void>((resolve) => this.hanging.add(resolve));
        res.destroy();
        return;
      }
      if (this.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      const content = this.mode === 'empty' ? '' : `Stand-in summary #${this.requests.length} of ${body.messages.at(-1)?.content.length} characters.`;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 'cmpl-1', model: 'stand-in-model-2', choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const release of this.hanging) release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
