package dev.kairos.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A small SMTP server on loopback that takes every message (the service's relay in the reminders
 * benchmark) and records when it arrived, to whom and with what subject. It speaks just enough of RFC 5321
 * for JavaMail: EHLO/HELO, MAIL, RCPT, DATA (with dot-unstuffing and unfolded headers), RSET, NOOP, QUIT.
 */
final class SmtpSink implements AutoCloseable {

	/** One message as it arrived: when (epoch ms, this machine's clock), to whom, its subject. */
	record Received(long atMillis, String recipient, String subject) {
	}

	private final ServerSocket server;

	private final ExecutorService sessions = Executors.newCachedThreadPool((task) -> {
		Thread thread = new Thread(task, "smtp-sink");
		thread.setDaemon(true);
		return thread;
	});

	private final ConcurrentLinkedQueue<Received> received = new ConcurrentLinkedQueue<>();

	private final AtomicInteger count = new AtomicInteger();

	private final AtomicInteger open = new AtomicInteger();

	private final AtomicInteger mostOpen = new AtomicInteger();

	SmtpSink() throws IOException {
		this.server = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
		Thread acceptor = new Thread(this::accept, "smtp-sink-accept");
		acceptor.setDaemon(true);
		acceptor.start();
	}

	int port() {
		return this.server.getLocalPort();
	}

	int count() {
		return this.count.get();
	}

	int mostOpen() {
		return this.mostOpen.get();
	}

	List<Received> received() {
		return new ArrayList<>(this.received);
	}

	private void accept() {
		while (!this.server.isClosed()) {
			try {
				Socket socket = this.server.accept();
				this.sessions.execute(() -> session(socket));
			}
			catch (IOException ex) {
				return;
			}
		}
	}

	private void session(Socket socket) {
		int now = this.open.incrementAndGet();
		this.mostOpen.accumulateAndGet(now, Math::max);
		try (socket;
				BufferedReader in = new BufferedReader(
						new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
				OutputStream out = socket.getOutputStream()) {
			socket.setSoTimeout(60_000);
			reply(out, "220 sink ESMTP");
			String recipient = "";
			for (int commands = 0; commands < 10_000; commands++) {
				String line = in.readLine();
				if (line == null) {
					return;
				}
				String verb = (line.length() >= 4 ? line.substring(0, 4) : line).toUpperCase(Locale.ROOT);
				switch (verb) {
					case "EHLO" -> reply(out, "250-sink\r\n250-8BITMIME\r\n250 SIZE 10485760");
					case "HELO", "NOOP" -> reply(out, "250 OK");
					case "MAIL" -> {
						recipient = "";
						reply(out, "250 OK");
					}
					case "RCPT" -> {
						recipient = between(line, '<', '>');
						reply(out, "250 OK");
					}
					case "RSET" -> {
						recipient = "";
						reply(out, "250 OK");
					}
					case "DATA" -> {
						reply(out, "354 End data with <CR><LF>.<CR><LF>");
						String subject = data(in);
						this.received.add(new Received(System.currentTimeMillis(), recipient, subject));
						this.count.incrementAndGet();
						reply(out, "250 OK queued");
					}
					case "QUIT" -> {
						reply(out, "221 Bye");
						return;
					}
					default -> reply(out, "502 Command not implemented");
				}
			}
		}
		catch (SocketException ex) {
			// the client went away
		}
		catch (IOException ex) {
			System.err.println("SMTP sink: " + ex);
		}
		finally {
			this.open.decrementAndGet();
		}
	}

	/** Read the message up to the lone dot; return its Subject header, unfolded. */
	private static String data(BufferedReader in) throws IOException {
		StringBuilder subject = null;
		boolean headers = true;
		String result = "";
		for (int lines = 0; lines < 1_000_000; lines++) {
			String line = in.readLine();
			if (line == null || line.equals(".")) {
				break;
			}
			if (!headers) {
				continue;
			}
			if (line.isEmpty()) {
				headers = false;
			}
			else if (subject != null && (line.startsWith(" ") || line.startsWith("\t"))) {
				subject.append(line);
				continue;
			}
			if (subject != null) {
				result = subject.toString();
				subject = null;
			}
			if (line.regionMatches(true, 0, "Subject:", 0, 8)) {
				subject = new StringBuilder(line.substring(8).strip());
			}
		}
		return (subject != null) ? subject.toString() : result;
	}

	private static String between(String line, char open, char close) {
		int start = line.indexOf(open);
		int end = line.lastIndexOf(close);
		return (start >= 0 && end > start) ? line.substring(start + 1, end) : line;
	}

	private static void reply(OutputStream out, String text) throws IOException {
		out.write((text + "\r\n").getBytes(StandardCharsets.US_ASCII));
		out.flush();
	}

	@Override
	public void close() throws IOException {
		this.server.close();
		this.sessions.shutdownNow();
	}

}
