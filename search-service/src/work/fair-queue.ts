/**
 * Waiting work, taken one client at a time in turn: a client with many queued jobs gets one turn
 * per round like a client with one, so it delays others by at most one job each round.
 */
export class FairQueue<Job> {
  private readonly byClient = new Map<string, Job[]>();
  /** Clients with waiting jobs, in turn order. */
  private turns: string[] = [];
  private waiting = 0;

  get size(): number {
    return this.waiting;
  }

  waitingFor(client: string): number {
    return this.byClient.get(client)?.length ?? 0;
  }

  add(client: string, job: Job): void {
    const jobs = this.byClient.get(client);
    if (jobs === undefined) {
      this.byClient.set(client, [job]);
      this.turns.push(client);
    } else {
      jobs.push(job);
    }
    this.waiting += 1;
  }

  /** The oldest job of the client whose turn it is; that client goes to the back of the line. */
  take(): Job | undefined {
    const client = this.turns.shift();
    if (client === undefined) return undefined;
    const jobs = this.byClient.get(client) as Job[];
    const job = jobs.shift() as Job;
    this.waiting -= 1;
    if (jobs.length === 0) this.byClient.delete(client);
    else this.turns.push(client);
    return job;
  }

  /** Takes out every job the predicate picks (gone or expired), in no particular order. */
  remove(picked: (job: Job) => boolean): Job[] {
    const removed: Job[] = [];
    for (const [client, jobs] of this.byClient) {
      const kept = jobs.filter((job) => !picked(job));
      removed.push(...jobs.filter(picked));
      if (kept.length === 0) this.byClient.delete(client);
      else this.byClient.set(client, kept);
    }
    this.turns = this.turns.filter((client) => this.byClient.has(client));
    this.waiting -= removed.length;
    return removed;
  }
}
