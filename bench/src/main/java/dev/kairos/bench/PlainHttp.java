package dev.kairos.bench;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A lean HTTP/1.1 client over one keep-alive socket, for the load of a benchmark that measures the service and
 * not its client: {@link java.net.http.HttpClient} spent about 0.2 ms of CPU per create on the same two cores
 * (bench/README.md, events). It sends one request at a time, reads every answer to its end (by
 * {@code Content-Length}, chunks, or the end of the connection) and returns its status; a connection the service
 * closes is opened again for the next request. Not thread-safe: one per client thread.
 */
final class PlainHttp implements AutoCloseable {

	/** One request: method, target (path and query), a bearer key or null, a JSON body or null. */
	record Request(String method, String target, String bearer, String json) {
	}

	private final String host;

	private final int port;

	private Socket socket;

	private InputStream in;

	private OutputStream out;

	PlainHttp(String host, int port) {
		this.host = host;
		this.port = port;
	}

	/** Send the request, read the whole answer, return its status code. */
	int send(Request request) throws IOException {
		if (this.socket == null) {
			open();
		}
		byte[] body = (request.json() != null) ? request.json().getBytes(StandardCharsets.UTF_8) : null;
		StringBuilder head = new StringBuilder(256).append(request.method())
			.append(' ')
			.append(request.target())
			.append(" HTTP/1.1\r\nHost: ")
			.append(this.host)
			.append(':')
			.append(this.port)
			.append("\r\n");
		if (request.bearer() != null) {
			head.append("Authorization: Bearer ").append(request.bearer()).append("\r\n");
		}
		if (body != null) {
			head.append("Content-Type: application/json\r\nContent-Length: ").append(body.length).append("\r\n");
		}
		head.append("\r\n");
		this.out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
		if (body != null) {
			this.out.write(body);
		}
		this.out.flush();
		return readAnswer(request.method().equals("HEAD"));
	}

	private int readAnswer(boolean head) throws IOException {
		String statusLine = line();
		int status = Integer.parseInt(statusLine.substring(9, 12));
		long length = -1;
		boolean chunked = false;
		boolean close = false;
		for (String header = line(); !header.isEmpty(); header = line()) {
			int colon = header.indexOf(':');
			String name = header.substring(0, colon).trim();
			String value = header.substring(colon + 1).trim();
			if (name.equalsIgnoreCase("Content-Length")) {
				length = Long.parseLong(value);
			}
			else if (name.equalsIgnoreCase("Transfer-Encoding")) {
				chunked = value.toLowerCase().contains("chunked");
			}
			else if (name.equalsIgnoreCase("Connection")) {
				close = value.equalsIgnoreCase("close");
			}
		}
		if (head || status == 204 || status == 304 || (status >= 100 && status < 200)) {
			// no body
		}
		else if (chunked) {
			for (long size = Long.parseLong(chunkSize(line()), 16); size > 0; size = Long.parseLong(chunkSize(line()),
					16)) {
				skip(size);
				line();
			}
			while (!line().isEmpty()) {
				// trailers
			}
		}
		else if (length >= 0) {
			skip(length);
		}
		else {
			while (this.in.read() != -1) {
				// the body runs to the end of the connection
			}
			close = true;
		}
		if (close) {
			close();
		}
		return status;
	}

	private static String chunkSize(String line) {
		int extension = line.indexOf(';');
		return ((extension >= 0) ? line.substring(0, extension) : line).trim();
	}

	private void skip(long count) throws IOException {
		for (long left = count; left > 0;) {
			long skipped = this.in.skip(left);
			if (skipped <= 0) {
				if (this.in.read() == -1) {
					throw new EOFException("The answer ended early");
				}
				skipped = 1;
			}
			left -= skipped;
		}
	}

	private String line() throws IOException {
		ByteArrayOutputStream line = new ByteArrayOutputStream(64);
		for (int b = this.in.read(); b != '\n'; b = this.in.read()) {
			if (b == -1) {
				throw new EOFException("The connection closed in an answer's head");
			}
			if (b != '\r') {
				line.write(b);
			}
		}
		return line.toString(StandardCharsets.ISO_8859_1);
	}

	private void open() throws IOException {
		this.socket = new Socket();
		this.socket.setTcpNoDelay(true);
		this.socket.connect(new InetSocketAddress(this.host, this.port), 10_000);
		this.socket.setSoTimeout(60_000);
		this.in = new BufferedInputStream(this.socket.getInputStream(), 16 * 1024);
		this.out = new BufferedOutputStream(this.socket.getOutputStream(), 8 * 1024);
	}

	@Override
	public void close() throws IOException {
		if (this.socket != null) {
			this.socket.close();
			this.socket = null;
		}
	}

}
