/**
 * The one Redis script behind a client's limits: its request count for the window and its requests in
 * flight, read and written in one atomic step, so an admitted request costs one round trip and three
 * Redis commands (the script call, one GET, one SET) however many of the client's requests it carries.
 *
 * Each client has one key, `<prefix>:{<client>}`. The braces are a Redis Cluster hash tag: the key's slot
 * is the client's, so the script touches one node. Its value is a short string:
 *
 *     <window end ms>,<points spent>;<replica>,<held>,<lease end ms>;<replica>,<held>,<lease end ms>…
 *
 * Requests in flight are counted per gateway replica. Each call states how many its replica holds now
 * (the replica's own count is the truth, so a lost release heals on the next call) and renews that
 * replica's lease; a replica that stops calling (it crashed) is forgotten once its lease ends. The key
 * expires when both the window and every lease have ended.
 */
export const ADMISSION_SCRIPT = `
local now = tonumber(ARGV[1])
local points = tonumber(ARGV[2])
local window_ms = tonumber(ARGV[3])
local requests = tonumber(ARGV[4])
local charged = tonumber(ARGV[5])
local max_in_flight = tonumber(ARGV[6])
local replica = ARGV[7]
local held = tonumber(ARGV[8])
local lease_ms = tonumber(ARGV[9])

local window_end, spent = now + window_ms, 0
local others, leases, latest_lease = 0, {}, 0
local stored = redis.call('GET', KEYS[1])
if stored then
  local stored_end, stored_spent, rest = string.match(stored, '^(%d+),(%d+)(.*)$')
  if stored_end and tonumber(stored_end) > now then
    window_end, spent = tonumber(stored_end), tonumber(stored_spent)
  end
  for id, count, lease_end in string.gmatch(rest or '', ';([^,;]+),(%d+),(%d+)') do
    if id ~= replica and tonumber(lease_end) > now then
      others = others + tonumber(count)
      latest_lease = math.max(latest_lease, tonumber(lease_end))
      leases[#leases + 1] = ';' .. id .. ',' .. count .. ',' .. lease_end
    end
  end
end

spent = spent + charged
local spent_before = spent
local admitted = math.max(0, math.min(requests, points - spent))
spent = spent + admitted
local slots = 0
if max_in_flight > 0 then
  slots = math.max(0, math.min(admitted, max_in_flight - others - held))
  held = held + slots
end

if held > 0 then
  leases[#leases + 1] = ';' .. replica .. ',' .. held .. ',' .. (now + lease_ms)
  latest_lease = math.max(latest_lease, now + lease_ms)
end
local expires = math.max(window_end, latest_lease)
redis.call('SET', KEYS[1], window_end .. ',' .. spent .. table.concat(leases), 'PXAT', expires)
return { spent_before, admitted, slots, window_end - now }
`;

/**
 * The script's two names on the client, one script. Calls for several clients made in the same turn go
 * out in one write (ioredis's auto-pipelining), which halves Redis's CPU per call under many clients.
 * A call made alone skips the pipeline: ioredis builds one per turn even for a single command, and that
 * cost about 30 µs of CPU and 6 KB of garbage a call (measured with one call per turn against a local
 * Redis: 81–84 µs and 13.9 KB pipelined, 48–53 µs and 7.9 KB not) — nearly every 1,000-word page makes
 * such a call.
 */
export const ADMIT_COMMAND = 'lexiconAdmit';
export const ADMIT_ALONE_COMMAND = 'lexiconAdmitAlone';

/** What the script is told for one client's batch. */
export interface AdmissionCall {
  now: number;
  points: number;
  windowMs: number;
  /** Requests asking to be admitted, each spending one point and, with a cap, asking for a slot. */
  requests: number;
  /** Points charged since the last call for answers already given. */
  charged: number;
  /** 0 when there is no cap on requests in flight. */
  maxInFlight: number;
  replica: string;
  /** Slots this replica holds for the client now, before this batch. */
  held: number;
  leaseMs: number;
}

/** The script's answer: the first `admitted` requests of the batch pass, the first `slots` of those get a slot. */
export interface AdmissionReply {
  /** Points the client had spent (charges included) before this batch's requests. */
  spentBefore: number;
  admitted: number;
  slots: number;
  msBeforeReset: number;
}

export function admissionArguments(call: AdmissionCall): Array<string | number> {
  return [call.now, call.points, call.windowMs, call.requests, call.charged, call.maxInFlight, call.replica, call.held, call.leaseMs];
}

export function admissionReply(raw: unknown): AdmissionReply {
  if (!Array.isArray(raw) || raw.length !== 4 || !raw.every((value) => typeof value === 'number')) {
    throw new Error(`the admission script answered ${JSON.stringify(raw)}`);
  }
  const [spentBefore, admitted, slots, msBeforeReset] = raw as [number, number, number, number];
  return { spentBefore, admitted, slots, msBeforeReset };
}

/** The client's key: the braces make it a Redis Cluster hash tag, so its script runs on one node. */
export function admissionKey(prefix: string, client: string): string {
  return `${prefix}:{${client}}`;
}
