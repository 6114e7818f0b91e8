-- wrk's summary as one line of JSON on stdout, read by bench/lib/wrk.js.
-- Latency in microseconds; errors.status counts answers with a status of 400 or more.
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}\n',
    summary.requests, summary.duration, latency:percentile(99),
    e.connect, e.read, e.write, e.timeout, e.status))
end
