package dev.kairos.caldav;

import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

/**
 * A 207 Multi-Status body (RFC 4918 §13), written as text: one {@code response} per
 * resource with a {@code propstat} for the properties found (200) and one for those not
 * (404).
 */
final class Multistatus {

	private final StringBuilder xml = new StringBuilder(4096);

	Multistatus() {
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
		this.xml.append("<D:response><D:href>").append(DavXml.escape(href)).append("</D:href>");
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
	}

	/** A resource with a status only (a deleted one in a sync, a missing one). */
	void status(String href, int status, String reason) {
		this.xml.append("<D:response><D:href>")
			.append(DavXml.escape(href))
			.append("</D:href><D:status>HTTP/1.1 ")
			.append(status)
			.append(' ')
			.append(reason)
			.append("</D:status></D:response>\n");
	}

	void syncToken(String token) {
		this.xml.append("<D:sync-token>").append(DavXml.escape(token)).append("</D:sync-token>\n");
	}

	String finish() {
		return this.xml.append("</D:multistatus>\n").toString();
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
