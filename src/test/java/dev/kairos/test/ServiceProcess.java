package dev.kairos.test;

import java.io.IOException;
import java.io.UncheckedIOException;
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
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The application as a user runs it: its own JVM, started in a working directory of its
 * own with the main code's configuration only (the test configuration, which points at an
 * in-memory database, is left off the class path). So the embedded defaults hold: the
 * data folder is {@code ./data} in that directory. The JVM maps the classes the
 * application starts with from an archive made once per run ({@link ServiceJvm}).
 */
public final class ServiceProcess implements AutoCloseable {

	private final Process process;

	private final int port;

	private final Path log;

	private ServiceProcess(Process process, int port, Path log) {
		this.process = process;
		this.port = port;
		this.log = log;
	}

	/** Start the server in {@code directory} and wait until it is healthy. */
	public static ServiceProcess start(Path directory, String... arguments) throws IOException, InterruptedException {
		int port = freePort();
		List<String> command = new ArrayList<>(List.of("--server.port=" + port));
		command.addAll(Arrays.asList(arguments));
		Path log = Files.createTempFile(directory, "service", ".log");
		Process process = builder(directory, command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
		ServiceProcess service = new ServiceProcess(process, port, log);
		service.awaitHealthy();
		return service;
	}

	/** Run the application as a command in {@code directory}, to its end. */
	public static Result run(Path directory, String... arguments) throws IOException, InterruptedException {
		Path stderr = Files.createTempFile(directory, "stderr", ".log");
		long started = System.nanoTime();
		Process process = builder(directory, Arrays.asList(arguments)).redirectError(stderr.toFile()).start();
		String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (!process.waitFor(2, TimeUnit.MINUTES)) {
			process.destroyForcibly();
			throw new IllegalStateException("The command did not end within two minutes");
		}
		Duration took = Duration.ofNanos(System.nanoTime() - started);
		return new Result(process.exitValue(), stdout.lines().filter((line) -> !line.isBlank()).toList(),
				Files.readString(stderr), took);
	}

	private static ProcessBuilder builder(Path directory, List<String> arguments) {
		List<String> command = new ArrayList<>(ServiceJvm.command());
		command.add("--logging.level.dev.kairos.access=warn");
		command.addAll(arguments);
		return new ProcessBuilder(command).directory(directory.toFile());
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0)) {
			return socket.getLocalPort();
		}
	}

	public int port() {
		return this.port;
	}

	public Api api(String key) {
		return new Api(this.port, key);
	}

	public Process process() {
		return this.process;
	}

	public String log() {
		try {
			return Files.readString(this.log);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** SIGKILL: the process gets no chance to write anything more. */
	public void kill() throws InterruptedException {
		this.process.destroyForcibly();
		this.process.waitFor();
	}

	private void awaitHealthy() throws InterruptedException {
		HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
		long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
		while (System.nanoTime() < deadline) {
			if (!this.process.isAlive()) {
				throw new IllegalStateException("The service exited:\n" + log());
			}
			try {
				HttpResponse<String> health = http
					.send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + "/actuator/health"))
						.build(), HttpResponse.BodyHandlers.ofString());
				if (health.statusCode() == 200) {
					return;
				}
			}
			catch (IOException ex) {
				// not listening yet
			}
			Thread.sleep(250);
		}
		kill();
		throw new IllegalStateException("The service did not become healthy:\n" + log());
	}

	@Override
	public void close() throws InterruptedException {
		if (this.process.isAlive()) {
			this.process.destroy();
			if (!this.process.waitFor(1, TimeUnit.MINUTES)) {
				kill();
			}
		}
	}

	/** What a command printed, and how long it took. */
	public record Result(int exitCode, List<String> stdout, String stderr, Duration took) {
	}

}
