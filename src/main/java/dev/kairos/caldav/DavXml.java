package dev.kairos.caldav;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.jspecify.annotations.Nullable;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reading WebDAV request bodies safely, and escaping what answers write. The parser takes
 * no DTD (a DOCTYPE is an error, so no entity of any kind is expanded), no external
 * entity or schema, no XInclude, at most {@link #MAX_DEPTH} nested elements, and bodies
 * of at most {@link #MAX_BODY} bytes: anything else is malformed (400) and changes
 * nothing.
 */
final class DavXml {

	static final String DAV = "DAV:";

	static final String CALDAV = "urn:ietf:params:xml:ns:caldav";

	static final String CALENDARSERVER = "http://calendarserver.org/ns/";

	static final String APPLE = "http://apple.com/ns/ical/";

	/** The largest XML body taken (a multiget of a thousand resources fits). */
	static final int MAX_BODY = 512 * 1024;

	/** The deepest nesting taken (CalDAV's filters nest five or six deep). */
	static final int MAX_DEPTH = 32;

	/**
	 * Made once: looking up the factory's implementation searches the class path, which
	 * took longer than parsing a small request (a flight recording of bench/run.sh
	 * caldav). It only makes builders, one at a time, since JAXP does not promise that a
	 * factory is thread-safe; each request parses with a builder of its own.
	 */
	private static final DocumentBuilderFactory FACTORY = configuredFactory();

	/** The characters below {@code '>'} that {@link #escape} replaces or leaves out. */
	private static final boolean[] SPECIAL = special();

	private DavXml() {
	}

	/**
	 * Parse a request body.
	 * @return its root element, or null for an empty body
	 * @throws MalformedXmlException when it is no acceptable XML
	 */
	static @Nullable Element parse(byte[] body) {
		if (body.length == 0) {
			return null;
		}
		if (body.length > MAX_BODY) {
			throw new MalformedXmlException("the XML body is larger than " + (MAX_BODY / 1024) + " KB");
		}
		try {
			DocumentBuilder builder;
			synchronized (FACTORY) {
				builder = FACTORY.newDocumentBuilder();
			}
			builder.setEntityResolver((publicId, systemId) -> {
				throw new SAXException("external entities are not read");
			});
			builder.setErrorHandler(new DefaultHandler() {

				@Override
				public void warning(org.xml.sax.SAXParseException ex) {
				}

			});
			Document document = builder.parse(new ByteArrayInputStream(body));
			Element root = document.getDocumentElement();
			checkDepth(root, 1);
			return root;
		}
		catch (SAXException | IOException | ParserConfigurationException ex) {
			throw new MalformedXmlException("the XML body cannot be read (" + firstLine(ex.getMessage()) + ")");
		}
	}

	private static boolean[] special() {
		boolean[] special = new boolean['>' + 1];
		for (char c = 0; c < 0x20; c++) {
			special[c] = c != '\n' && c != '\t';
		}
		for (char c : new char[] { '&', '<', '>', '"', '\'' }) {
			special[c] = true;
		}
		return special;
	}

	private static DocumentBuilderFactory configuredFactory() {
		try {
			return factory();
		}
		catch (ParserConfigurationException ex) {
			throw new IllegalStateException("The JDK's XML parser refuses a safety setting", ex);
		}
	}

	private static DocumentBuilderFactory factory() throws ParserConfigurationException {
		DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
		factory.setNamespaceAware(true);
		factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
		factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
		factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
		factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
		factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
		factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
		factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
		factory.setXIncludeAware(false);
		factory.setExpandEntityReferences(false);
		// The JDK's own limit, so that deep nesting fails while parsing, not after.
		factory.setAttribute("http://www.oracle.com/xml/jaxp/properties/maxElementDepth", Integer.toString(MAX_DEPTH));
		return factory;
	}

	private static void checkDepth(Element element, int depth) {
		if (depth > MAX_DEPTH) {
			throw new MalformedXmlException("the XML body nests deeper than " + MAX_DEPTH + " elements");
		}
		for (Element child : children(element)) {
			checkDepth(child, depth + 1);
		}
	}

	private static String firstLine(@Nullable String message) {
		if (message == null) {
			return "not XML";
		}
		int newline = message.indexOf('\n');
		String line = (newline >= 0) ? message.substring(0, newline) : message;
		return (line.length() > 200) ? line.substring(0, 200) : line;
	}

	/** The element children of an element. */
	static List<Element> children(Element element) {
		List<Element> children = new ArrayList<>();
		for (Node node = element.getFirstChild(); node != null; node = node.getNextSibling()) {
			if (node instanceof Element child) {
				children.add(child);
			}
		}
		return children;
	}

	/** The first child with this namespace and local name, or null. */
	static @Nullable Element child(Element element, String namespace, String name) {
		for (Element child : children(element)) {
			if (is(child, namespace, name)) {
				return child;
			}
		}
		return null;
	}

	/** Whether an element has this namespace and local name. */
	static boolean is(@Nullable Element element, String namespace, String name) {
		return element != null && namespace.equals(element.getNamespaceURI()) && name.equals(element.getLocalName());
	}

	/** XML text with {@code & < > " '} escaped. */
	static String escape(String text) {
		StringBuilder escaped = new StringBuilder(text.length() + 16);
		escape(text, escaped);
		return escaped.toString();
	}

	/**
	 * Append XML text with {@code & < > " '} escaped, {@code \r} as a character reference
	 * (so that CRLFs survive a reader's line-end normalization) and the characters XML
	 * 1.0 cannot hold left out. The runs between such characters are copied whole: an
	 * answer with calendar-data escapes megabytes.
	 */
	static void escape(String text, StringBuilder out) {
		int run = 0;
		int length = text.length();
		for (int i = 0; i < length; i++) {
			char c = text.charAt(i);
			if (c > '>' || !SPECIAL[c]) {
				continue;
			}
			out.append(text, run, i);
			run = i + 1;
			switch (c) {
				case '&' -> out.append("&amp;");
				case '<' -> out.append("&lt;");
				case '>' -> out.append("&gt;");
				case '"' -> out.append("&quot;");
				case '\'' -> out.append("&apos;");
				case '\r' -> out.append("&#13;");
				default -> {
					// Characters XML 1.0 cannot hold are left out.
				}
			}
		}
		out.append(text, run, length);
	}

	/** A request body that is not acceptable XML: 400, and nothing changes. */
	static final class MalformedXmlException extends RuntimeException {

		MalformedXmlException(String message) {
			super(message);
		}

	}

}
