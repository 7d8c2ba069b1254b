package dev.kairos.caldav;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

/**
 * A 207 Multi-Status answer (RFC 4918 §13), written as UTF-8 bytes: one {@code response}
 * per resource with a {@code propstat} for the properties found (200) and one for those
 * not (404). A resource's calendar-data comes as the UTF-8 bytes kept with it (see
 * {@link DavCalendar.Resource#xml}) and is copied, never encoded again. A small answer is
 * sent whole, with its length; a large one (a calendar-query with calendar-data of a big
 * calendar) is written out as it is made, a buffer at a time, so that it is never one
 * string (a request with a body still has its answer's bytes kept by
 * {@code UnreadBodyFilter} until it ends). Until {@link #FLUSH_AT} bytes are written
 * nothing is sent, so the answer can still be an error instead; writing fails with an
 * {@link UncheckedIOException} once the client went away. The buffer is only ever sent
 * after a whole {@code response}, so no character is cut in two.
 */
final class Multistatus {

	/** The bytes kept before the answer starts to be sent. */
	static final int FLUSH_AT = 64 * 1024;

	private static final byte[] HEAD = ("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
			+ "<D:multistatus xmlns:D=\"DAV:\" xmlns:C=\"" + DavXml.CALDAV + "\" xmlns:CS=\"" + DavXml.CALENDARSERVER
			+ "\" xmlns:A=\"" + DavXml.APPLE + "\">\n")
		.getBytes(StandardCharsets.UTF_8);

	private final Bytes xml = new Bytes(4096);

	private final HttpServletResponse response;

	/** Where the answer goes once it started to be sent, else null. */
	private @Nullable OutputStream out;

	Multistatus(HttpServletResponse response) {
		this.response = response;
		this.xml.append(HEAD);
	}

	/**
	 * A resource and its properties.
	 * @param href its (encoded) path
	 * @param found the properties found: their names and inner XML
	 * @param missing the properties asked for that it does not have
	 */
	void response(String href, Map<Prop, String> found, List<Prop> missing) {
		boolean propstat = open(href, found.isEmpty(), missing.isEmpty());
		found.forEach((prop, value) -> prop.write(this.xml, value));
		close(propstat, missing);
	}

	/**
	 * A resource and its properties, their inner XML as UTF-8 bytes.
	 * @param href its (encoded) path
	 * @param found the properties found: their names and inner XML's UTF-8 bytes
	 * @param missing the properties asked for that it does not have
	 */
	void resource(String href, Map<Prop, byte[]> found, List<Prop> missing) {
		boolean propstat = open(href, found.isEmpty(), missing.isEmpty());
		found.forEach((prop, value) -> prop.write(this.xml, value));
		close(propstat, missing);
	}

	/**
	 * Open a response and, unless only missing properties follow, the found properties'
	 * propstat.
	 * @return whether the found properties' propstat was opened
	 */
	private boolean open(String href, boolean noneFound, boolean noneMissing) {
		this.xml.ascii("<D:response><D:href>").escaped(href).ascii("</D:href>");
		boolean propstat = !noneFound || noneMissing;
		if (propstat) {
			this.xml.ascii("<D:propstat><D:prop>");
		}
		return propstat;
	}

	/** Close the found properties' propstat (when open) and the response. */
	private void close(boolean propstat, List<Prop> missing) {
		if (propstat) {
			this.xml.ascii("</D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>");
		}
		if (!missing.isEmpty()) {
			this.xml.ascii("<D:propstat><D:prop>");
			missing.forEach((prop) -> prop.write(this.xml, ""));
			this.xml.ascii("</D:prop><D:status>HTTP/1.1 404 Not Found</D:status></D:propstat>");
		}
		this.xml.ascii("</D:response>\n");
		sendIfLarge();
	}

	/** A resource with a status only (a deleted one in a sync, a missing one). */
	void status(String href, int status, String reason) {
		this.xml.ascii("<D:response><D:href>")
			.escaped(href)
			.ascii("</D:href><D:status>HTTP/1.1 ")
			.ascii(Integer.toString(status))
			.ascii(" ")
			.text(reason)
			.ascii("</D:status></D:response>\n");
		sendIfLarge();
	}

	void syncToken(String token) {
		this.xml.ascii("<D:sync-token>").escaped(token).ascii("</D:sync-token>\n");
	}

	/** Whether the answer started to be sent (so it can no longer be an error). */
	boolean started() {
		return this.out != null;
	}

	/** Close the answer and send what is left of it. */
	void finish() throws IOException {
		this.xml.ascii("</D:multistatus>\n");
		if (this.out == null) {
			start();
			this.response.setContentLength(this.xml.size());
			this.xml.writeTo(this.response.getOutputStream());
			return;
		}
		this.xml.writeTo(this.out);
		this.out.flush();
	}

	private void sendIfLarge() {
		if (this.xml.size() < FLUSH_AT) {
			return;
		}
		try {
			if (this.out == null) {
				start();
				this.out = this.response.getOutputStream();
			}
			this.xml.writeTo(this.out);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		this.xml.clear();
	}

	private void start() {
		this.response.setStatus(207);
		this.response.setContentType("application/xml; charset=utf-8");
	}

	/**
	 * Text as XML text ({@link DavXml#escape}) in UTF-8, made without an intermediate
	 * string when it is ASCII (an ETag: {@code &quot;} and hex digits).
	 */
	static byte[] escapedBytes(String text) {
		return new Bytes(text.length() + 16).escaped(text).toByteArray();
	}

	/**
	 * A growing buffer of UTF-8 bytes: text is encoded once, as it is appended, and bytes
	 * already encoded are copied.
	 */
	static final class Bytes {

		private byte[] bytes;

		private int size;

		Bytes(int capacity) {
			this.bytes = new byte[capacity];
		}

		int size() {
			return this.size;
		}

		void clear() {
			this.size = 0;
		}

		void writeTo(OutputStream out) throws IOException {
			out.write(this.bytes, 0, this.size);
		}

		byte[] toByteArray() {
			return Arrays.copyOf(this.bytes, this.size);
		}

		Bytes append(byte[] more) {
			ensure(more.length);
			System.arraycopy(more, 0, this.bytes, this.size, more.length);
			this.size += more.length;
			return this;
		}

		/** Append text known to be ASCII markup (tags, statuses). */
		Bytes ascii(String text) {
			int length = text.length();
			ensure(length);
			for (int i = 0; i < length; i++) {
				this.bytes[this.size + i] = (byte) text.charAt(i);
			}
			this.size += length;
			return this;
		}

		/** Append text, encoded as UTF-8. */
		Bytes text(String text) {
			int length = text.length();
			for (int i = 0; i < length; i++) {
				if (text.charAt(i) >= 0x80) {
					return append(text.getBytes(StandardCharsets.UTF_8));
				}
			}
			return ascii(text);
		}

		/** Append text as XML text ({@link DavXml#escape}), encoded as UTF-8. */
		Bytes escaped(String text) {
			int length = text.length();
			int start = this.size;
			ensure(length);
			for (int i = 0; i < length; i++) {
				char c = text.charAt(i);
				if (c >= 0x80 || (c < 0x20 && c != '\n' && c != '\t')) {
					// Beyond ASCII or a control character: the general way, from the
					// start.
					this.size = start;
					return append(DavXml.escape(text).getBytes(StandardCharsets.UTF_8));
				}
				String entity = switch (c) {
					case '&' -> "&amp;";
					case '<' -> "&lt;";
					case '>' -> "&gt;";
					case '"' -> "&quot;";
					case '\'' -> "&apos;";
					default -> null;
				};
				if (entity != null) {
					ascii(entity);
					ensure(length - i);
				}
				else {
					this.bytes[this.size++] = (byte) c;
				}
			}
			return this;
		}

		private void ensure(int more) {
			if (this.size + more > this.bytes.length) {
				this.bytes = Arrays.copyOf(this.bytes, Math.max(this.size + more, this.bytes.length * 2));
			}
		}

	}

	/**
	 * A property name.
	 *
	 * @param namespace its namespace
	 * @param name its local name
	 */
	record Prop(String namespace, String name) {

		static final Prop RESOURCETYPE = new Prop(DavXml.DAV, "resourcetype");

		static final Prop DISPLAYNAME = new Prop(DavXml.DAV, "displayname");

		static final Prop CURRENT_USER_PRINCIPAL = new Prop(DavXml.DAV, "current-user-principal");

		static final Prop PRINCIPAL_URL = new Prop(DavXml.DAV, "principal-URL");

		static final Prop OWNER = new Prop(DavXml.DAV, "owner");

		static final Prop CALENDAR_HOME_SET = new Prop(DavXml.CALDAV, "calendar-home-set");

		static final Prop CALENDAR_USER_ADDRESS_SET = new Prop(DavXml.CALDAV, "calendar-user-address-set");

		static final Prop GETCTAG = new Prop(DavXml.CALENDARSERVER, "getctag");

		static final Prop SYNC_TOKEN = new Prop(DavXml.DAV, "sync-token");

		static final Prop GETETAG = new Prop(DavXml.DAV, "getetag");

		static final Prop GETCONTENTTYPE = new Prop(DavXml.DAV, "getcontenttype");

		static final Prop CALENDAR_COLOR = new Prop(DavXml.APPLE, "calendar-color");

		static final Prop COMPONENT_SET = new Prop(DavXml.CALDAV, "supported-calendar-component-set");

		static final Prop SUPPORTED_REPORT_SET = new Prop(DavXml.DAV, "supported-report-set");

		static final Prop PRIVILEGE_SET = new Prop(DavXml.DAV, "current-user-privilege-set");

		static final Prop CALENDAR_DATA = new Prop(DavXml.CALDAV, "calendar-data");

		static final Prop CALENDAR_DESCRIPTION = new Prop(DavXml.CALDAV, "calendar-description");

		static final Prop CALENDAR_TIMEZONE = new Prop(DavXml.CALDAV, "calendar-timezone");

		static final Prop MAX_RESOURCE_SIZE = new Prop(DavXml.CALDAV, "max-resource-size");

		static Prop of(org.w3c.dom.Element element) {
			String namespace = element.getNamespaceURI();
			return new Prop((namespace != null) ? namespace : "", element.getLocalName());
		}

		void write(Bytes xml, @Nullable String value) {
			if (value == null || value.isEmpty()) {
				empty(xml);
			}
			else {
				open(xml);
				xml.text(value);
				close(xml);
			}
		}

		void write(Bytes xml, byte[] value) {
			if (value.length == 0) {
				empty(xml);
			}
			else {
				open(xml);
				xml.append(value);
				close(xml);
			}
		}

		/** Append the property's name and empty value as inner XML of a {@code prop}. */
		void write(StringBuilder xml, @Nullable String value) {
			Bytes bytes = new Bytes(64);
			write(bytes, value);
			xml.append(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
		}

		private void empty(Bytes xml) {
			xml.ascii("<");
			name(xml, true);
			xml.ascii("/>");
		}

		private void open(Bytes xml) {
			xml.ascii("<");
			name(xml, true);
			xml.ascii(">");
		}

		private void close(Bytes xml) {
			xml.ascii("</");
			name(xml, false);
			xml.ascii(">");
		}

		/**
		 * The prefixed name; with {@code declare}, a namespace of no known prefix
		 * declared.
		 */
		private void name(Bytes xml, boolean declare) {
			String prefix = switch (this.namespace) {
				case DavXml.DAV -> "D:";
				case DavXml.CALDAV -> "C:";
				case DavXml.CALENDARSERVER -> "CS:";
				case DavXml.APPLE -> "A:";
				default -> null;
			};
			if (prefix != null) {
				xml.ascii(prefix).text(this.name);
			}
			else {
				xml.ascii("X:").text(this.name);
				if (declare) {
					xml.ascii(" xmlns:X=\"").escaped(this.namespace).ascii("\"");
				}
			}
		}

	}

}
