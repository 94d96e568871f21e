/**
 * What a speech worker process and its parent say to each other over IPC: the parent sends a job,
 * the worker answers with the same id and the IPA, the WAV (base64) or an error.
 */
export interface EspeakJob {
  id: number;
  kind: 'ipa' | 'wav';
  voice: string;
  text: string;
}

export interface EspeakReply {
  id: number;
  ipa?: string;
  wav?: string;
  error?: string;
}

/** The worker side: answers every job the parent sends, one way or another, and ends with the parent. */
export function serveEspeakJobs(answer: (job: EspeakJob) => Promise<Omit<EspeakReply, 'id'>>): void {
  process.on('message', (job: EspeakJob) => {
    answer(job).then(
      (reply) => process.send?.({ id: job.id, ...reply }),
      (error: unknown) => process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
