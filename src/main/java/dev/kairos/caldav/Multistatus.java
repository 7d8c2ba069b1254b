package dev.kairos.caldav;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import jakarta.servlet.http.HttpServletResponse;
import org.jspecify.annotations.Nullable;

/**
 * A 207 Multi-Status answer (RFC 4918 §13), written as text: one {@code response} per
 * resource with a {@code propstat} for the properties found (200) and one for those not
 * (404). A small answer is sent whole, with its length; a large one (a calendar-query
 * with calendar-data of a big calendar) is written out as it is made, a buffer at a time,
 * so that it is never one string (a request with a body still has its answer's bytes kept
 * by {@code UnreadBodyFilter} until it ends). Until {@link #FLUSH_AT} characters are
 * written nothing is sent, so the answer can still be an error instead; writing fails
 * with an {@link UncheckedIOException} once the client went away.
 */
final class Multistatus {

	/** The characters kept before the answer starts to be sent. */
	static final int FLUSH_AT = 64 * 1024;

	private final StringBuilder xml = new StringBuilder(4096);

	private final HttpServletResponse response;

	/** Where the answer goes once it started to be sent, else null. */
	private @Nullable Writer out;

	Multistatus(HttpServletResponse response) {
		this.response = response;
		this.xml.append("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n")
			.append("<D:multistatus xmlns:D=\"DAV:\" xmlns:C=\"")
			.append(DavXml.CALDAV)
			.append("\" xmlns:CS=\"")
			.append(DavXml.CALENDARSERVER)
			.append("\" xmlns:A=\"")
			.append(DavXml.APPLE)
			.append("\">\n");
	}

	/**
	 * A resource and its properties.
	 * @param href its (encoded) path
	 * @param found the properties found: their names and inner XML
	 * @param missing the properties asked for that it does not have
	 */
	void response(String href, Map<Prop, String> found, List<Prop> missing) {
		this.xml.append("<D:response><D:href>");
		DavXml.escape(href, this.xml);
		this.xml.append("</D:href>");
		if (!found.isEmpty() || missing.isEmpty()) {
			this.xml.append("<D:propstat><D:prop>");
			found.forEach((prop, value) -> prop.write(this.xml, value));
			this.xml.append("</D:prop><D:status>HTTP/1.1 200 OK</D:status></D:propstat>");
		}
		if (!missing.isEmpty()) {
			this.xml.append("<D:propstat><D:prop>");
			missing.forEach((prop) -> prop.write(this.xml, ""));
			this.xml.append("</D:prop><D:status>HTTP/1.1 404 Not Found</D:status></D:propstat>");
		}
		this.xml.append("</D:response>\n");
		sendIfLarge();
	}

	/** A resource with a status only (a deleted one in a sync, a missing one). */
	void status(String href, int status, String reason) {
		this.xml.append("<D:response><D:href>");
		DavXml.escape(href, this.xml);
		this.xml.append("</D:href><D:status>HTTP/1.1 ")
			.append(status)
			.append(' ')
			.append(reason)
			.append("</D:status></D:response>\n");
		sendIfLarge();
	}

	void syncToken(String token) {
		this.xml.append("<D:sync-token>");
		DavXml.escape(token, this.xml);
		this.xml.append("</D:sync-token>\n");
	}

	/** Whether the answer started to be sent (so it can no longer be an error). */
	boolean started() {
		return this.out != null;
	}

	/** Close the answer and send what is left of it. */
	void finish() throws IOException {
		this.xml.append("</D:multistatus>\n");
		if (this.out == null) {
			byte[] bytes = this.xml.toString().getBytes(StandardCharsets.UTF_8);
			start();
			this.response.setContentLength(bytes.length);
			this.response.getOutputStream().write(bytes);
			return;
		}
		this.out.append(this.xml);
		this.out.flush();
	}

	private void sendIfLarge() {
		if (this.xml.length() < FLUSH_AT) {
			return;
		}
		try {
			if (this.out == null) {
				start();
				this.out = new OutputStreamWriter(this.response.getOutputStream(), StandardCharsets.UTF_8);
			}
			this.out.append(this.xml);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		this.xml.setLength(0);
	}

	private void start() {
		this.response.setStatus(207);
		this.response.setContentType("application/xml; charset=utf-8");
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

		void write(StringBuilder xml, @Nullable String value) {
			String prefix = switch (this.namespace) {
				case DavXml.DAV -> "D:";
				case DavXml.CALDAV -> "C:";
				case DavXml.CALENDARSERVER -> "CS:";
				case DavXml.APPLE -> "A:";
				default -> null;
			};
			String open = (prefix != null) ? prefix + this.name
					: "X:" + this.name + " xmlns:X=\"" + DavXml.escape(this.namespace) + "\"";
			String close = (prefix != null) ? prefix + this.name : "X:" + this.name;
			if (value == null || value.isEmpty()) {
				xml.append('<').append(open).append("/>");
			}
			else {
				xml.append('<').append(open).append('>').append(value).append("</").append(close).append('>');
			}
		}

	}

}
