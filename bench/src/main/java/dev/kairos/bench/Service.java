package dev.kairos.bench;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The packaged Kairos service, started as its own process on a free port, as it runs in production.
 */
final class Service implements AutoCloseable {

	private final Process process;

	private final int port;

	private Service(Process process, int port) {
		this.process = process;
		this.port = port;
	}

	static Service start(Path jar, Database database, Path log) throws IOException, InterruptedException {
		return start(jar, database, log, List.of());
	}

	/** {@code --create-user} with the jar, before the service starts; returns the key. */
	static String createUser(Path jar, Database database, Path log) throws IOException, InterruptedException {
		Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
				jar.toString(), "--create-user=bench@example.com", "--spring.datasource.url=" + database.serviceUrl(),
				"--spring.datasource.username=" + database.user())
			.redirectError(log.toFile())
			.start();
		String key = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
		if (!process.waitFor(2, TimeUnit.MINUTES) || process.exitValue() != 0) {
			throw new IllegalStateException("--create-user failed; see " + log);
		}
		return key;
	}

	/** Start the service with extra {@code --property=value} arguments. */
	static Service start(Path jar, Database database, Path log, List<String> arguments)
			throws IOException, InterruptedException {
		int port;
		try (ServerSocket socket = new ServerSocket(0)) {
			port = socket.getLocalPort();
		}
		List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-Xmx2g"));
		// BENCH_SERVICE_JVM adds options to the service's JVM only, e.g. a flight recording to profile it.
		String extra = System.getenv("BENCH_SERVICE_JVM");
		if (extra != null && !extra.isBlank()) {
			command.addAll(List.of(extra.strip().split("\\s+")));
		}
		command.addAll(List.of("-jar", jar.toString(), "--server.port=" + port, "--logging.level.dev.kairos.access=warn",
				"--spring.datasource.url=" + database.serviceUrl(), "--spring.datasource.username=" + database.user(),
				"--spring.datasource.hikari.maximum-pool-size=16",
				"--kairos.connections.encryption-key=MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY="));
		command.addAll(arguments);
		Files.createDirectories(log.getParent());
		Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
		// A benchmark stopped by a signal takes its services with it instead of leaving them running.
		Runtime.getRuntime().addShutdownHook(new Thread(process::destroy));
		Service service = new Service(process, port);
		service.awaitHealthy(log);
		return service;
	}

	long pid() {
		return this.process.pid();
	}

	/** Resident memory of the service process, from /proc (Linux). */
	long residentBytes() throws IOException {
		for (String line : Files.readAllLines(Path.of("/proc", String.valueOf(this.process.pid()), "status"))) {
			if (line.startsWith("VmRSS:")) {
				return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
			}
		}
		return -1;
	}

	int port() {
		return this.port;
	}

	String baseUrl() {
		return "http://127.0.0.1:" + this.port;
	}

	private void awaitHealthy(Path log) throws InterruptedException {
		HttpClient http = HttpClient.newHttpClient();
		long deadline = System.nanoTime() + Duration.ofMinutes(6).toNanos();
		while (System.nanoTime() < deadline) {
			if (!this.process.isAlive()) {
				throw new IllegalStateException("The service exited; see " + log);
			}
			try {
				HttpResponse<String> health = http.send(
						HttpRequest.newBuilder(URI.create(baseUrl() + "/actuator/health")).build(),
						HttpResponse.BodyHandlers.ofString());
				if (health.statusCode() == 200) {
					return;
				}
			}
			catch (IOException ex) {
				// not listening yet
			}
			Thread.sleep(500);
		}
		throw new IllegalStateException("The service did not become healthy; see " + log);
	}

	@Override
	public void close() throws InterruptedException {
		this.process.destroy();
		this.process.waitFor();
	}

}
