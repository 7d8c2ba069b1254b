package dev.kairos.test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * HTTP/1.1 over a plain socket, for requests no well-behaved client sends: raw paths,
 * oversized headers, bodies that stop half-way. Answers are read up to the end of their
 * body (Content-Length or chunked), so a test learns whether the server answered before
 * it had the whole request.
 */
public final class RawHttp implements AutoCloseable {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final Socket socket;

	public RawHttp(int port) {
		try {
			this.socket = new Socket("localhost", port);
			this.socket.setSoTimeout(10_000);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private RawHttp(Socket socket) {
		this.socket = socket;
	}

	/** Read answers from a socket the caller writes to and closes. */
	public static RawHttp over(Socket socket) {
		return new RawHttp(socket);
	}

	/** Send one request's bytes as they are, read and return one answer. */
	public static Answer exchange(int port, String request) {
		try (RawHttp http = new RawHttp(port)) {
			http.write(request.getBytes(StandardCharsets.ISO_8859_1));
			return http.read();
		}
	}

	public void write(byte[] bytes) {
		try {
			OutputStream out = this.socket.getOutputStream();
			out.write(bytes);
			out.flush();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/**
	 * Read one answer.
	 * @throws IllegalStateException when none arrives within 10 seconds
	 */
	public Answer read() {
		try {
			InputStream in = this.socket.getInputStream();
			String head = readHead(in);
			String[] lines = head.split("\r\n");
			int status = Integer.parseInt(lines[0].split(" ")[1]);
			Map<String, String> headers = new LinkedHashMap<>();
			for (int i = 1; i < lines.length; i++) {
				int colon = lines[i].indexOf(':');
				headers.put(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
						lines[i].substring(colon + 1).strip());
			}
			byte[] body;
			if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
				body = readChunked(in);
			}
			else {
				body = in.readNBytes(Integer.parseInt(headers.getOrDefault("content-length", "0")));
			}
			return new Answer(status, headers, new String(body, StandardCharsets.UTF_8));
		}
		catch (SocketTimeoutException ex) {
			throw new IllegalStateException("No answer within the timeout", ex);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static String readHead(InputStream in) throws IOException {
		ByteArrayOutputStream head = new ByteArrayOutputStream();
		int matched = 0;
		byte[] end = "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
		while (matched < end.length) {
			int b = in.read();
			if (b == -1) {
				throw new IOException("Connection closed before an answer");
			}
			head.write(b);
			matched = (b == end[matched]) ? matched + 1 : (b == end[0]) ? 1 : 0;
		}
		return head.toString(StandardCharsets.ISO_8859_1).strip();
	}

	private static byte[] readChunked(InputStream in) throws IOException {
		ByteArrayOutputStream body = new ByteArrayOutputStream();
		while (true) {
			StringBuilder size = new StringBuilder();
			int b;
			while ((b = in.read()) != '\n') {
				if (b == -1) {
					throw new IOException("Connection closed inside a chunked body");
				}
				if (b != '\r') {
					size.append((char) b);
				}
			}
			int length = Integer.parseInt(size.toString().split(";")[0].strip(), 16);
			if (length == 0) {
				in.readNBytes(2);
				return body.toByteArray();
			}
			body.write(in.readNBytes(length));
			in.readNBytes(2);
		}
	}

	@Override
	public void close() {
		try {
			this.socket.close();
		}
		catch (IOException ex) {
			// closing anyway
		}
	}

	/** One answer: status, headers (lower-case names) and body. */
	public record Answer(int status, Map<String, String> headers, String body) {

		public String header(String name) {
			return this.headers.get(name.toLowerCase(Locale.ROOT));
		}

		public JsonNode json() {
			return JSON.readTree(this.body);
		}

		@Override
		public String toString() {
			return this.status + " " + this.headers + " " + this.body;
		}

	}

}
