package dev.kairos.bench;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;

/**
 * Send requests from several client threads over keep-alive connections and record every latency.
 */
final class Load {

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	private final int clients;

	Load(int clients) {
		this.clients = clients;
	}

	/** Send {@code count} requests, the i-th built by {@code request}; return their figures. */
	Result run(String name, int count, IntFunction<HttpRequest> request) throws Exception {
		return run(name, count, request,
				() -> (built) -> this.http.send(built, HttpResponse.BodyHandlers.discarding()).statusCode());
	}

	/**
	 * Send {@code count} requests with {@link PlainHttp}, one keep-alive connection per client to the service's
	 * port, the i-th built by {@code request}; return their figures. Every answer is read to its end.
	 */
	Result runPlain(String name, int count, int port, IntFunction<PlainHttp.Request> request) throws Exception {
		return run(name, count, request, () -> new PlainClient(new PlainHttp("127.0.0.1", port)));
	}

	/**
	 * Send {@code count} requests from the clients, each on a connection of its own made by {@code connect}, the
	 * i-th built by {@code request} (outside the time measured); return their figures.
	 */
	private <R> Result run(String name, int count, IntFunction<R> request, Callable<Client<R>> connect)
			throws Exception {
		AtomicInteger next = new AtomicInteger();
		long[] latencies = new long[count];
		Map<Integer, Integer> statuses = new TreeMap<>();
		ExecutorService pool = Executors.newFixedThreadPool(this.clients);
		long started = System.nanoTime();
		try {
			List<Future<Map<Integer, Integer>>> workers = new ArrayList<>();
			for (int c = 0; c < this.clients; c++) {
				workers.add(pool.submit(() -> {
					Map<Integer, Integer> seen = new TreeMap<>();
					try (Client<R> client = connect.call()) {
						for (int i = next.getAndIncrement(); i < count; i = next.getAndIncrement()) {
							R built = request.apply(i);
							long t0 = System.nanoTime();
							int status = client.send(built);
							latencies[i] = System.nanoTime() - t0;
							seen.merge(status, 1, Integer::sum);
						}
					}
					return seen;
				}));
			}
			for (Future<Map<Integer, Integer>> worker : workers) {
				worker.get().forEach((status, n) -> statuses.merge(status, n, Integer::sum));
			}
		}
		finally {
			pool.shutdownNow();
		}
		long elapsed = System.nanoTime() - started;
		Arrays.sort(latencies);
		return new Result(name, count, elapsed, latencies, statuses);
	}

	/** A {@link PlainHttp} connection as a client. */
	private record PlainClient(PlainHttp plain) implements Client<PlainHttp.Request> {

		@Override
		public int send(PlainHttp.Request request) throws Exception {
			return this.plain.send(request);
		}

		@Override
		public void close() throws Exception {
			this.plain.close();
		}

	}

	/** One client's connection: sends a request, answers its status. */
	private interface Client<R> extends AutoCloseable {

		int send(R request) throws Exception;

		@Override
		default void close() throws Exception {
		}

	}

	record Result(String name, int count, long elapsedNanos, long[] sortedLatencies, Map<Integer, Integer> statuses) {

		double percentileMillis(double p) {
			int index = (int) Math.ceil(p / 100.0 * this.sortedLatencies.length) - 1;
			return this.sortedLatencies[Math.max(0, index)] / 1_000_000.0;
		}

		double throughput() {
			return this.count / (this.elapsedNanos / 1_000_000_000.0);
		}

		String line() {
			return String.format("%-38s n=%6d  p50=%7.2f ms  p99=%7.2f ms  %8.0f req/s  statuses=%s", this.name,
					this.count, percentileMillis(50), percentileMillis(99), throughput(), this.statuses);
		}

	}

}
