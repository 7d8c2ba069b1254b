package dev.kairos.caldav;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Consumer;

import io.swagger.v3.oas.annotations.Hidden;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import dev.kairos.caldav.DavCalendar.Resource;
import dev.kairos.caldav.DavXml.MalformedXmlException;
import dev.kairos.caldav.Multistatus.Prop;
import dev.kairos.events.Event;
import dev.kairos.events.EventChange;
import dev.kairos.events.EventChanges;
import dev.kairos.events.Imported;
import dev.kairos.events.ImportedCancellation;
import dev.kairos.events.ImportedEvent;
import dev.kairos.events.LimitExceededException;
import dev.kairos.ical.IcalResources;
import dev.kairos.ical.IcalResources.Renderer;
import dev.kairos.security.KairosUser;
import dev.kairos.shared.FieldProblem;
import dev.kairos.shared.InvalidRequestException;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;
import org.w3c.dom.Element;

import org.springframework.http.HttpHeaders;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriUtils;

/**
 * CalDAV's HTTP face, written by hand (RFC 4918, 4791, 6578, 6764): every method on
 * {@code /dav} and below, dispatched on the request's method and path. Answers are
 * WebDAV's (207 Multi-Status, DAV:error bodies), not the API's problem details.
 */
@Hidden
@RestController
class DavController {

	static final String SYNC_PREFIX = "http://kairos.dev/ns/sync/";

	/** The read-write calendar's path segment. */
	static final String EVENTS = "events";

	/** The largest calendar object taken: the service's body limit. */
	static final int MAX_RESOURCE_SIZE = 1024 * 1024;

	/** The most hrefs one calendar-multiget may ask for. */
	static final int MAX_HREFS = 1000;

	/**
	 * The most changes one sync-collection reports; more, and the client syncs afresh.
	 */
	static final int MAX_CHANGES = 10_000;

	private static final String ALLOW = "OPTIONS, GET, HEAD, PUT, DELETE, PROPFIND, PROPPATCH, REPORT";

	private static final DateTimeFormatter UTC_BASIC = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

	private static final List<Prop> CALENDAR_PROPS = List.of(Prop.RESOURCETYPE, Prop.DISPLAYNAME, Prop.CALENDAR_COLOR,
			Prop.COMPONENT_SET, Prop.GETCTAG, Prop.SYNC_TOKEN, Prop.SUPPORTED_REPORT_SET, Prop.PRIVILEGE_SET,
			Prop.OWNER, Prop.CURRENT_USER_PRINCIPAL, Prop.MAX_RESOURCE_SIZE, Prop.CALENDAR_DESCRIPTION);

	private static final byte[] NO_BYTES = new byte[0];

	private static final byte[] EVENT_TYPE = "text/calendar; charset=utf-8; component=VEVENT"
		.getBytes(StandardCharsets.US_ASCII);

	private static final byte[] TODO_TYPE = "text/calendar; charset=utf-8; component=VTODO"
		.getBytes(StandardCharsets.US_ASCII);

	private static final List<Prop> RESOURCE_PROPS = List.of(Prop.RESOURCETYPE, Prop.GETETAG, Prop.GETCONTENTTYPE);

	private static final List<Prop> COLLECTION_PROPS = List.of(Prop.RESOURCETYPE, Prop.DISPLAYNAME,
			Prop.CURRENT_USER_PRINCIPAL, Prop.PRINCIPAL_URL, Prop.CALENDAR_HOME_SET, Prop.OWNER);

	private final DavCalendar calendar;

	private final IcalResources ical;

	private final ReadOnlyCalendars readOnly;

	DavController(DavCalendar calendar, IcalResources ical, ReadOnlyCalendars readOnly) {
		this.calendar = calendar;
		this.ical = ical;
		this.readOnly = readOnly;
	}

	/** RFC 6764 §5: the well-known address leads to the context path. */
	@RequestMapping(path = { "/.well-known/caldav", "/.well-known/caldav/" })
	void wellKnown(HttpServletResponse response) {
		response.setStatus(HttpServletResponse.SC_MOVED_PERMANENTLY);
		response.setHeader(HttpHeaders.LOCATION, "/dav/");
	}

	@RequestMapping(path = { "/dav", "/dav/**" }, method = RequestMethod.OPTIONS)
	void options(KairosUser user, HttpServletResponse response) {
		response.setHeader("DAV", "1, 3, calendar-access");
		response.setHeader(HttpHeaders.ALLOW, ALLOW);
		response.setStatus(HttpServletResponse.SC_OK);
	}

	@RequestMapping(path = { "/dav", "/dav/**" })
	void dav(KairosUser user, HttpServletRequest request, HttpServletResponse response) throws IOException {
		response.setHeader("DAV", "1, 3, calendar-access");
		Target target = Target.of(request, user);
		if (target != null && !target.calendar().isEmpty() && !target.calendar().equals(EVENTS)) {
			Source source = this.readOnly.calendar(user, target.calendar());
			target = (source != null) ? target.with(source) : null;
		}
		if (target == null) {
			text(response, HttpServletResponse.SC_NOT_FOUND, "Not found.");
			return;
		}
		try {
			switch (request.getMethod()) {
				case "PROPFIND" -> propfind(user, target, request, response);
				case "REPORT" -> report(user, target, request, response);
				case "GET", "HEAD" -> get(user, target, request, response);
				case "PUT" -> put(user, target, request, response);
				case "DELETE" -> delete(user, target, request, response);
				case "PROPPATCH" -> proppatch(target, request, response);
				case "MKCALENDAR", "MKCOL", "MOVE", "COPY", "LOCK", "UNLOCK" ->
					error(response, 403, "<D:need-privileges/>",
							"Kairos has a fixed set of calendars; " + request.getMethod() + " is not supported.");
				default -> {
					response.setHeader(HttpHeaders.ALLOW, ALLOW);
					text(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED, "Method not allowed.");
				}
			}
		}
		catch (MalformedXmlException ex) {
			text(response, HttpServletResponse.SC_BAD_REQUEST, "Malformed request: " + ex.getMessage() + ".");
		}
	}

	// PROPFIND

	private void propfind(KairosUser user, Target target, HttpServletRequest request, HttpServletResponse response)
			throws IOException {
		List<Prop> asked = propfindAsked(DavXml.parse(body(request, DavXml.MAX_BODY)));
		// Depth infinity (or none, which means it) is answered as 1: no client needs
		// more.
		boolean depthOne = !"0".equals(request.getHeader("Depth"));
		Multistatus status = new Multistatus(response);
		switch (target.kind()) {
			case ROOT, PRINCIPAL, HOME -> {
				collection(status, user, target.kind(), asked);
				if (depthOne && target.kind() == Kind.HOME) {
					calendarProps(status, user, null, asked);
					for (Source source : this.readOnly.connected(user)) {
						calendarProps(status, user, source, asked);
					}
				}
			}
			case CALENDAR -> {
				calendarProps(status, user, target.source(), asked);
				if (depthOne) {
					String calendar = calendarHref(user, target.source());
					forEach(user, target.source(),
							(resource) -> resourceProps(status, calendar, resource, asked, null));
				}
			}
			case RESOURCE -> {
				Optional<Resource> resource = find(user, target);
				if (resource.isEmpty()) {
					text(response, HttpServletResponse.SC_NOT_FOUND, "Not found.");
					return;
				}
				resourceProps(status, user, target.source(), resource.get(), asked, null);
			}
		}
		status.finish();
	}

	/** The properties a PROPFIND body names, or null for all (no body, allprop). */
	private static @Nullable List<Prop> propfindAsked(@Nullable Element root) {
		if (root == null) {
			return null;
		}
		if (!DavXml.is(root, DavXml.DAV, "propfind")) {
			throw new MalformedXmlException("the body is no DAV:propfind");
		}
		Element prop = DavXml.child(root, DavXml.DAV, "prop");
		return (prop != null) ? DavXml.children(prop).stream().map(Prop::of).toList() : null;
	}

	/** Every resource of a calendar, one at a time (see {@link DavCalendar#forEach}). */
	private void forEach(KairosUser user, @Nullable Source source, Consumer<Resource> each) {
		if (source == null) {
			this.calendar.forEach(user, each);
		}
		else {
			this.readOnly.all(user, source).forEach(each);
		}
	}

	private Optional<Resource> find(KairosUser user, Target target) {
		return (target.source() == null) ? this.calendar.find(user, target.name())
				: this.readOnly.find(user, target.source(), target.name());
	}

	private long revision(KairosUser user, @Nullable Source source) {
		return (source == null) ? this.calendar.revision(user) : this.readOnly.revision(user, source);
	}

	/** A calendar's sync token (and ctag): the events' revision, or a source's. */
	private String syncToken(KairosUser user, @Nullable Source source) {
		return (source == null) ? SYNC_PREFIX + this.calendar.revision(user)
				: SYNC_PREFIX + source.wireValue() + "/" + this.readOnly.revision(user, source);
	}

	private void collection(Multistatus status, KairosUser user, Kind kind, @Nullable List<Prop> asked) {
		String href = switch (kind) {
			case ROOT -> "/dav/";
			case PRINCIPAL -> principal(user);
			default -> home(user);
		};
		Map<Prop, String> found = new LinkedHashMap<>();
		List<Prop> missing = new ArrayList<>();
		for (Prop prop : (asked != null) ? asked : COLLECTION_PROPS) {
			String value = collectionValue(prop, user, kind);
			if (value != null) {
				found.put(prop, value);
			}
			else if (asked != null) {
				missing.add(prop);
			}
		}
		status.response(href, found, missing);
	}

	private @Nullable String collectionValue(Prop prop, KairosUser user, Kind kind) {
		if (prop.equals(Prop.RESOURCETYPE)) {
			return (kind == Kind.PRINCIPAL) ? "<D:principal/><D:collection/>" : "<D:collection/>";
		}
		if (prop.equals(Prop.DISPLAYNAME)) {
			return "Kairos";
		}
		if (prop.equals(Prop.CURRENT_USER_PRINCIPAL)) {
			return href(principal(user));
		}
		if (prop.equals(Prop.PRINCIPAL_URL) && kind == Kind.PRINCIPAL) {
			return href(principal(user));
		}
		if (prop.equals(Prop.OWNER) && kind != Kind.ROOT) {
			return href(principal(user));
		}
		if (prop.equals(Prop.CALENDAR_HOME_SET) && kind != Kind.HOME) {
			return href(home(user));
		}
		return null;
	}

	private void calendarProps(Multistatus status, KairosUser user, @Nullable Source source,
			@Nullable List<Prop> asked) {
		Map<Prop, String> found = new LinkedHashMap<>();
		List<Prop> missing = new ArrayList<>();
		String token = syncToken(user, source);
		for (Prop prop : (asked != null) ? asked : CALENDAR_PROPS) {
			String value = calendarValue(prop, user, source, token);
			if (value != null) {
				found.put(prop, value);
			}
			else if (asked != null) {
				missing.add(prop);
			}
		}
		status.response(calendarHref(user, source), found, missing);
	}

	private @Nullable String calendarValue(Prop prop, KairosUser user, @Nullable Source source, String token) {
		if (prop.equals(Prop.RESOURCETYPE)) {
			return "<D:collection/><C:calendar/>";
		}
		if (prop.equals(Prop.DISPLAYNAME)) {
			return (source == null) ? "Kairos" : DavXml.escape(source.displayName());
		}
		if (prop.equals(Prop.CALENDAR_DESCRIPTION)) {
			return (source == null) ? "Your Kairos events"
					: DavXml.escape("Synced from " + source.displayName() + " (read-only)");
		}
		if (prop.equals(Prop.CALENDAR_COLOR)) {
			return (source == null) ? "#3B82F6FF" : switch (source) {
				case GOOGLE -> "#4285F4FF";
				case MICROSOFT -> "#0078D4FF";
				default -> "#E66000FF";
			};
		}
		if (prop.equals(Prop.COMPONENT_SET)) {
			return (source == Source.CANVAS) ? "<C:comp name=\"VEVENT\"/><C:comp name=\"VTODO\"/>"
					: "<C:comp name=\"VEVENT\"/>";
		}
		if (prop.equals(Prop.GETCTAG) || prop.equals(Prop.SYNC_TOKEN)) {
			return DavXml.escape(token);
		}
		if (prop.equals(Prop.PRIVILEGE_SET) && source != null) {
			return "<D:privilege><D:read/></D:privilege><D:privilege><C:read-free-busy/></D:privilege>";
		}
		if (prop.equals(Prop.SUPPORTED_REPORT_SET)) {
			return "<D:supported-report><D:report><C:calendar-query/></D:report></D:supported-report>"
					+ "<D:supported-report><D:report><C:calendar-multiget/></D:report></D:supported-report>"
					+ "<D:supported-report><D:report><D:sync-collection/></D:report></D:supported-report>";
		}
		if (prop.equals(Prop.PRIVILEGE_SET)) {
			return "<D:privilege><D:read/></D:privilege><D:privilege><D:write/></D:privilege>"
					+ "<D:privilege><D:write-content/></D:privilege><D:privilege><D:bind/></D:privilege>"
					+ "<D:privilege><D:unbind/></D:privilege><D:privilege><C:read-free-busy/></D:privilege>";
		}
		if (prop.equals(Prop.OWNER) || prop.equals(Prop.CURRENT_USER_PRINCIPAL)) {
			return href(principal(user));
		}
		if (prop.equals(Prop.MAX_RESOURCE_SIZE)) {
			return Integer.toString(MAX_RESOURCE_SIZE);
		}
		return null;
	}

	private void resourceProps(Multistatus status, KairosUser user, @Nullable Source source, Resource resource,
			@Nullable List<Prop> asked, @Nullable String calendarData) {
		resourceProps(status, calendarHref(user, source), resource, asked, calendarData);
	}

	/**
	 * A resource's properties, in the calendar at {@code calendar} (its href: made once
	 * for a listing of a whole calendar).
	 */
	private static void resourceProps(Multistatus status, String calendar, Resource resource,
			@Nullable List<Prop> asked, @Nullable String calendarData) {
		Map<Prop, byte[]> found = new LinkedHashMap<>();
		List<Prop> missing = new ArrayList<>();
		for (Prop prop : (asked != null) ? asked : RESOURCE_PROPS) {
			if (prop.equals(Prop.RESOURCETYPE)) {
				found.put(prop, NO_BYTES);
			}
			else if (prop.equals(Prop.GETETAG)) {
				found.put(prop, Multistatus.escapedBytes(resource.etag()));
			}
			else if (prop.equals(Prop.GETCONTENTTYPE)) {
				found.put(prop, resource.todo() ? TODO_TYPE : EVENT_TYPE);
			}
			else if (prop.equals(Prop.CALENDAR_DATA)) {
				found.put(prop, (calendarData != null) ? DavXml.escape(calendarData).getBytes(StandardCharsets.UTF_8)
						: resource.xml());
			}
			else {
				missing.add(prop);
			}
		}
		status.resource(calendar + encodePathSegment(resource.name()), found, missing);
	}

	// REPORT

	private void report(KairosUser user, Target target, HttpServletRequest request, HttpServletResponse response)
			throws IOException {
		Element root = DavXml.parse(body(request, DavXml.MAX_BODY));
		if (root == null) {
			throw new MalformedXmlException("a REPORT needs a body");
		}
		if (target.kind() != Kind.CALENDAR) {
			error(response, 403, "<D:supported-report/>", "Reports are made on the calendar.");
			return;
		}
		if (DavXml.is(root, DavXml.CALDAV, "calendar-multiget")) {
			multiget(user, target.source(), root, response);
		}
		else if (DavXml.is(root, DavXml.CALDAV, "calendar-query")) {
			if (target.source() == null) {
				query(user, root, response);
			}
			else {
				queryReadOnly(user, target.source(), root, response);
			}
		}
		else if (DavXml.is(root, DavXml.DAV, "sync-collection")) {
			if (target.source() == null) {
				sync(user, root, response);
			}
			else {
				syncReadOnly(user, target.source(), root, response);
			}
		}
		else {
			error(response, 403, "<D:supported-report/>",
					"Kairos answers calendar-query, calendar-multiget and " + "sync-collection.");
		}
	}

	private static List<Prop> asked(Element root) {
		Element prop = DavXml.child(root, DavXml.DAV, "prop");
		return (prop != null) ? DavXml.children(prop).stream().map(Prop::of).toList()
				: List.of(Prop.GETETAG, Prop.CALENDAR_DATA);
	}

	private void multiget(KairosUser user, @Nullable Source source, Element root, HttpServletResponse response)
			throws IOException {
		List<Prop> asked = asked(root);
		List<Element> hrefs = DavXml.children(root)
			.stream()
			.filter((child) -> DavXml.is(child, DavXml.DAV, "href"))
			.toList();
		if (hrefs.size() > MAX_HREFS) {
			error(response, 403, "<D:number-of-matches-within-limits/>",
					"A calendar-multiget may name at most " + MAX_HREFS + " resources.");
			return;
		}
		Multistatus status = new Multistatus(response);
		for (Element href : hrefs) {
			String path = href.getTextContent().strip();
			String name = resourceName(user, source, path);
			Optional<Resource> resource = Optional.empty();
			if (name != null) {
				resource = (source == null) ? this.calendar.find(user, name) : this.readOnly.find(user, source, name);
			}
			if (resource.isPresent()) {
				resourceProps(status, user, source, resource.get(), asked, null);
			}
			else {
				status.status(path, 404, "Not Found");
			}
		}
		status.finish();
	}

	private void query(KairosUser user, Element root, HttpServletResponse response) throws IOException {
		List<Prop> asked = asked(root);
		Element expand = null;
		for (Prop prop : asked) {
			if (prop.equals(Prop.CALENDAR_DATA)) {
				Element data = DavXml.child(DavXml.child(root, DavXml.DAV, "prop"), DavXml.CALDAV, "calendar-data");
				expand = (data != null) ? DavXml.child(data, DavXml.CALDAV, "expand") : null;
			}
		}
		Element filter = DavXml.child(root, DavXml.CALDAV, "filter");
		Element calendarFilter = (filter != null) ? DavXml.child(filter, DavXml.CALDAV, "comp-filter") : null;
		if (calendarFilter == null || !"VCALENDAR".equalsIgnoreCase(calendarFilter.getAttribute("name"))) {
			error(response, 403, "<C:valid-filter/>", "A calendar-query's filter is a comp-filter of VCALENDAR.");
			return;
		}
		Multistatus status = new Multistatus(response);
		List<Element> components = DavXml.children(calendarFilter)
			.stream()
			.filter((child) -> DavXml.is(child, DavXml.CALDAV, "comp-filter"))
			.toList();
		Element events = components.stream()
			.filter((child) -> "VEVENT".equalsIgnoreCase(child.getAttribute("name")))
			.findFirst()
			.orElse(null);
		if (!components.isEmpty() && events == null) {
			// Only VTODO, VJOURNAL, ...: this calendar holds none.
			status.finish();
			return;
		}
		for (Element child : (events != null) ? DavXml.children(events) : List.<Element>of()) {
			if (!DavXml.is(child, DavXml.CALDAV, "time-range")) {
				error(response, 403, "<C:supported-filter>" + "<C:" + child.getLocalName() + "/></C:supported-filter>",
						"Kairos filters events by time-range only.");
				return;
			}
		}
		Element range = (events != null) ? DavXml.child(events, DavXml.CALDAV, "time-range") : null;
		Instant start;
		Instant end;
		Instant expandStart;
		Instant expandEnd;
		try {
			start = (range != null) ? time(range.getAttribute("start"), Instant.EPOCH) : null;
			end = (range != null) ? time(range.getAttribute("end"), Instant.parse("9999-01-01T00:00:00Z")) : null;
			expandStart = (expand != null) ? time(expand.getAttribute("start"), null) : null;
			expandEnd = (expand != null) ? time(expand.getAttribute("end"), null) : null;
		}
		catch (DateTimeParseException ex) {
			error(response, 403, "<C:valid-filter/>", "Times are UTC date-times such as 20300101T000000Z.");
			return;
		}
		if (expand != null && (expandStart == null || expandEnd == null)) {
			error(response, 403, "<C:valid-filter/>", "expand needs a start and an end.");
			return;
		}
		Map<UUID, List<Event>> inExpand = (expand != null) ? this.calendar.occurrences(user, expandStart, expandEnd)
				: Map.of();
		Renderer renderer = (expand != null) ? this.ical.renderer(user) : null;
		String calendar = calendarHref(user, null);
		if (range == null) {
			this.calendar.forEach(user,
					(resource) -> queryResponse(status, calendar, resource, asked, renderer, inExpand));
		}
		else {
			Map<UUID, List<Event>> matching = this.calendar.occurrences(user, start, end);
			for (Resource resource : this.calendar.load(user, new ArrayList<>(matching.keySet())).values()) {
				queryResponse(status, calendar, resource, asked, renderer, inExpand);
			}
		}
		status.finish();
	}

	/**
	 * A resource in a calendar-query's answer; with a renderer, its occurrences expanded.
	 */
	private static void queryResponse(Multistatus status, String calendar, Resource resource, List<Prop> asked,
			@Nullable Renderer expand, Map<UUID, List<Event>> inExpand) {
		String data = null;
		if (expand != null) {
			data = DavCalendar.expanded(expand, inExpand.getOrDefault(resource.id(), List.of()), resource.uid());
		}
		resourceProps(status, calendar, resource, asked, data);
	}

	private static @Nullable Instant time(String value, @Nullable Instant absent) {
		if (value == null || value.isEmpty()) {
			return absent;
		}
		return LocalDateTime.parse(value.toUpperCase(Locale.ROOT), UTC_BASIC).toInstant(ZoneOffset.UTC);
	}

	private void sync(KairosUser user, Element root, HttpServletResponse response) throws IOException {
		List<Prop> asked = asked(root);
		Element tokenElement = DavXml.child(root, DavXml.DAV, "sync-token");
		String token = (tokenElement != null) ? tokenElement.getTextContent().strip() : "";
		Multistatus status = new Multistatus(response);
		if (token.isEmpty()) {
			long revision = this.calendar.revision(user);
			String calendar = calendarHref(user, null);
			this.calendar.forEach(user, (resource) -> resourceProps(status, calendar, resource, asked, null));
			status.syncToken(SYNC_PREFIX + revision);
			status.finish();
			return;
		}
		Optional<EventChanges> changes = parseToken(token)
			.flatMap((revision) -> this.calendar.changesSince(user, revision, MAX_CHANGES))
			.filter((found) -> !found.truncated());
		if (changes.isEmpty()) {
			error(response, 403, "<D:valid-sync-token/>", "The sync token is unknown or too old; sync afresh.");
			return;
		}
		List<UUID> live = new ArrayList<>();
		List<UUID> gone = new ArrayList<>();
		for (EventChange change : changes.get().changes()) {
			(change.deleted() ? gone : live).add(change.id());
		}
		Map<UUID, Resource> found = this.calendar.load(user, live);
		Set<String> names = new HashSet<>();
		for (Resource resource : found.values()) {
			names.add(resource.name());
			resourceProps(status, user, null, resource, asked, null);
		}
		live.stream().filter((id) -> !found.containsKey(id)).forEach(gone::add);
		for (UUID id : gone) {
			String name = this.calendar.nameOf(user, id);
			if (names.add(name)) {
				status.status(resourceHref(user, null, name), 404, "Not Found");
			}
		}
		status.syncToken(SYNC_PREFIX + changes.get().revision());
		status.finish();
	}

	/**
	 * A synced calendar's sync-collection. Synced items keep no change log: a token is
	 * valid while the source has not changed since (no changes); after a change it is 403
	 * valid-sync-token and the client lists the calendar afresh, as RFC 6578 §3.2 allows.
	 */
	private void syncReadOnly(KairosUser user, Source source, Element root, HttpServletResponse response)
			throws IOException {
		List<Prop> asked = asked(root);
		Element tokenElement = DavXml.child(root, DavXml.DAV, "sync-token");
		String token = (tokenElement != null) ? tokenElement.getTextContent().strip() : "";
		String current = syncToken(user, source);
		Multistatus status = new Multistatus(response);
		if (token.isEmpty()) {
			for (Resource resource : this.readOnly.all(user, source)) {
				resourceProps(status, user, source, resource, asked, null);
			}
		}
		else if (!token.equals(current)) {
			error(response, 403, "<D:valid-sync-token/>", "The calendar changed since this token; sync afresh.");
			return;
		}
		status.syncToken(current);
		status.finish();
	}

	/**
	 * A synced calendar's calendar-query: by component (VEVENT, VTODO) and time-range.
	 */
	private void queryReadOnly(KairosUser user, Source source, Element root, HttpServletResponse response)
			throws IOException {
		List<Prop> asked = asked(root);
		Element filter = DavXml.child(root, DavXml.CALDAV, "filter");
		Element calendarFilter = (filter != null) ? DavXml.child(filter, DavXml.CALDAV, "comp-filter") : null;
		if (calendarFilter == null || !"VCALENDAR".equalsIgnoreCase(calendarFilter.getAttribute("name"))) {
			error(response, 403, "<C:valid-filter/>", "A calendar-query's filter is a comp-filter of VCALENDAR.");
			return;
		}
		Element component = DavXml.child(calendarFilter, DavXml.CALDAV, "comp-filter");
		Boolean todo = (component == null) ? null : "VTODO".equalsIgnoreCase(component.getAttribute("name"));
		Element range = (component != null) ? DavXml.child(component, DavXml.CALDAV, "time-range") : null;
		List<Resource> resources;
		try {
			resources = (range == null) ? this.readOnly.all(user, source)
					: this.readOnly.between(user, source, time(range.getAttribute("start"), Instant.EPOCH),
							time(range.getAttribute("end"), Instant.parse("9999-01-01T00:00:00Z")));
		}
		catch (DateTimeParseException ex) {
			error(response, 403, "<C:valid-filter/>", "Times are UTC date-times such as 20300101T000000Z.");
			return;
		}
		Multistatus status = new Multistatus(response);
		for (Resource resource : resources) {
			if (todo == null || todo == resource.todo()) {
				resourceProps(status, user, source, resource, asked, null);
			}
		}
		status.finish();
	}

	private static Optional<Long> parseToken(String token) {
		if (!token.startsWith(SYNC_PREFIX) || token.length() > SYNC_PREFIX.length() + 19) {
			return Optional.empty();
		}
		try {
			return Optional.of(Long.parseLong(token.substring(SYNC_PREFIX.length())));
		}
		catch (NumberFormatException ex) {
			return Optional.empty();
		}
	}

	// GET, PUT, DELETE, PROPPATCH

	private void get(KairosUser user, Target target, HttpServletRequest request, HttpServletResponse response)
			throws IOException {
		if (target.kind() != Kind.RESOURCE) {
			text(response, HttpServletResponse.SC_OK,
					"Kairos CalDAV. Add this server to a calendar app: see docs/caldav.md.");
			return;
		}
		Optional<Resource> resource = find(user, target);
		if (resource.isEmpty()) {
			text(response, HttpServletResponse.SC_NOT_FOUND, "Not found.");
			return;
		}
		String etag = resource.get().etag();
		response.setHeader(HttpHeaders.ETAG, etag);
		String ifNoneMatch = request.getHeader(HttpHeaders.IF_NONE_MATCH);
		if (ifNoneMatch != null && (ifNoneMatch.strip().equals("*") || matches(ifNoneMatch, etag))) {
			response.setStatus(HttpServletResponse.SC_NOT_MODIFIED);
			return;
		}
		byte[] body = resource.get().body().getBytes(StandardCharsets.UTF_8);
		response.setStatus(HttpServletResponse.SC_OK);
		response.setContentType("text/calendar; charset=utf-8");
		response.setContentLength(body.length);
		if (!"HEAD".equals(request.getMethod())) {
			response.getOutputStream().write(body);
		}
	}

	private void put(KairosUser user, Target target, HttpServletRequest request, HttpServletResponse response)
			throws IOException {
		if (target.kind() != Kind.RESOURCE) {
			error(response, 403, "<D:need-privileges/>", "Calendar objects are written into the events calendar.");
			return;
		}
		if (target.source() != null) {
			readOnly(user, target, response);
			return;
		}
		String name = target.name();
		if (name.length() > 200 || name.chars().anyMatch((c) -> c < 0x20 || c == 0x7f)) {
			error(response, 403, "<D:need-privileges/>", "Resource names have at most 200 printable characters.");
			return;
		}
		byte[] body = body(request, MAX_RESOURCE_SIZE);
		if (body.length > MAX_RESOURCE_SIZE) {
			error(response, 403, "<C:max-resource-size/>", "A calendar object is at most 1 MB.");
			return;
		}
		Optional<Resource> current = this.calendar.find(user, name);
		if (!preconditions(request, current)) {
			response.setStatus(HttpServletResponse.SC_PRECONDITION_FAILED);
			return;
		}
		String contentType = request.getContentType();
		if (contentType != null && !contentType.toLowerCase(Locale.ROOT).startsWith("text/calendar")) {
			error(response, 403, "<C:supported-calendar-data/>", "Calendar objects are text/calendar.");
			return;
		}
		IcalResources.Read read;
		try {
			read = this.ical.read(user, body);
		}
		catch (InvalidRequestException ex) {
			error(response, 403, "<C:valid-calendar-data/>", describe(ex.getErrors()));
			return;
		}
		String text = new String(body, StandardCharsets.UTF_8);
		if (read.items().isEmpty()) {
			boolean otherComponent = text.toUpperCase(Locale.ROOT).matches("(?s).*BEGIN:V(TODO|JOURNAL|FREEBUSY).*");
			error(response, 403, otherComponent ? "<C:supported-calendar-component/>" : "<C:valid-calendar-data/>",
					otherComponent ? "The events calendar holds VEVENTs only."
							: "No event could be read. " + read.describe());
			return;
		}
		if (read.items().size() > 1) {
			error(response, 403, "<C:valid-calendar-object-resource/>",
					"A calendar object holds one UID (a series and its changed occurrences).");
			return;
		}
		Imported item = read.items().get(0);
		if (item instanceof ImportedCancellation
				|| (item instanceof ImportedEvent event && event.recurrenceId() != null)) {
			error(response, 403, "<C:valid-calendar-object-resource/>",
					"The object holds no event to store (it is cancelled, or only changes one occurrence).");
			return;
		}
		Optional<String> holder = this.calendar.holderOf(user, item.icalUid());
		if (holder.isPresent() && !holder.get().equals(name)
				&& !(current.isPresent() && current.get().uid().equals(item.icalUid()))) {
			error(response, 403,
					"<C:no-uid-conflict>" + href(resourceHref(user, null, holder.get())) + "</C:no-uid-conflict>",
					"Another resource holds this UID.");
			return;
		}
		boolean created;
		try {
			created = this.calendar.store(user, name, item, text);
		}
		catch (InvalidRequestException ex) {
			error(response, 403, "<C:valid-calendar-data/>", describe(ex.getErrors()));
			return;
		}
		catch (LimitExceededException ex) {
			error(response, 507, "<D:quota-not-exceeded/>", String.valueOf(ex.getBody().getDetail()));
			return;
		}
		this.calendar.find(user, name)
			.filter((stored) -> stored.body().equals(text))
			.ifPresent((stored) -> response.setHeader(HttpHeaders.ETAG, stored.etag()));
		response.setStatus(created ? HttpServletResponse.SC_CREATED : HttpServletResponse.SC_NO_CONTENT);
	}

	private void delete(KairosUser user, Target target, HttpServletRequest request, HttpServletResponse response)
			throws IOException {
		if (target.kind() != Kind.RESOURCE) {
			error(response, 403, "<D:need-privileges/>", "Kairos' calendars cannot be deleted.");
			return;
		}
		if (target.source() != null) {
			readOnly(user, target, response);
			return;
		}
		Optional<Resource> current = this.calendar.find(user, target.name());
		if (current.isEmpty()) {
			text(response, HttpServletResponse.SC_NOT_FOUND, "Not found.");
			return;
		}
		if (!preconditions(request, current)) {
			response.setStatus(HttpServletResponse.SC_PRECONDITION_FAILED);
			return;
		}
		try {
			this.calendar.delete(user, current.get());
		}
		catch (dev.kairos.events.EventNotFoundException ex) {
			// Deleted in between.
		}
		response.setStatus(HttpServletResponse.SC_NO_CONTENT);
	}

	/**
	 * PROPPATCH: Kairos' calendars keep their names and colours; each property is refused
	 * (403) in a 207, as RFC 4918 §9.2 has it, so clients that set a colour carry on.
	 */
	private void proppatch(Target target, HttpServletRequest request, HttpServletResponse response) throws IOException {
		Element root = DavXml.parse(body(request, DavXml.MAX_BODY));
		if (root == null || !DavXml.is(root, DavXml.DAV, "propertyupdate")) {
			throw new MalformedXmlException("the body is no DAV:propertyupdate");
		}
		StringBuilder props = new StringBuilder();
		for (Element action : DavXml.children(root)) {
			Element prop = DavXml.child(action, DavXml.DAV, "prop");
			if (prop != null) {
				DavXml.children(prop).forEach((child) -> Prop.of(child).write(props, ""));
			}
		}
		String xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<D:multistatus xmlns:D=\"DAV:\" xmlns:C=\""
				+ DavXml.CALDAV + "\" xmlns:CS=\"" + DavXml.CALENDARSERVER + "\" xmlns:A=\"" + DavXml.APPLE
				+ "\"><D:response><D:href>" + DavXml.escape(target.path()) + "</D:href><D:propstat><D:prop>" + props
				+ "</D:prop><D:status>HTTP/1.1 403 Forbidden</D:status></D:propstat></D:response></D:multistatus>\n";
		write(response, 207, "application/xml; charset=utf-8", xml);
	}

	/** A write to a synced calendar: 403 naming the privilege (RFC 3744 §7.1.1). */
	private static void readOnly(KairosUser user, Target target, HttpServletResponse response) throws IOException {
		error(response, 403,
				"<D:need-privileges><D:resource>" + href(resourceHref(user, target.source(), target.name()))
						+ "<D:privilege><D:write-content/></D:privilege></D:resource></D:need-privileges>",
				"The " + target.source().displayName() + " calendar is read-only: change its events at "
						+ target.source().accountName() + ".");
	}

	/** Whether If-Match and If-None-Match hold for the current state of a resource. */
	private static boolean preconditions(HttpServletRequest request, Optional<Resource> current) {
		String ifMatch = request.getHeader(HttpHeaders.IF_MATCH);
		if (ifMatch != null) {
			if (current.isEmpty()) {
				return false;
			}
			if (!ifMatch.strip().equals("*") && !matches(ifMatch, current.get().etag())) {
				return false;
			}
		}
		String ifNoneMatch = request.getHeader(HttpHeaders.IF_NONE_MATCH);
		if (ifNoneMatch != null && current.isPresent()) {
			return !(ifNoneMatch.strip().equals("*") || matches(ifNoneMatch, current.get().etag()));
		}
		return true;
	}

	/** Whether a list of entity tags names this (strong) one; weak tags never match. */
	private static boolean matches(String header, String etag) {
		for (String tag : header.split(",")) {
			if (tag.strip().equals(etag)) {
				return true;
			}
		}
		return false;
	}

	private static String describe(List<FieldProblem> problems) {
		return String.join("; ",
				problems.stream().map((problem) -> problem.field() + " " + problem.message()).toList());
	}

	// Paths and answers

	private static String principal(KairosUser user) {
		return "/dav/principals/" + user.id() + "/";
	}

	private static String home(KairosUser user) {
		return "/dav/calendars/" + user.id() + "/";
	}

	private static String calendarHref(KairosUser user, @Nullable Source source) {
		return home(user) + ((source == null) ? EVENTS : source.wireValue()) + "/";
	}

	private static String resourceHref(KairosUser user, @Nullable Source source, String name) {
		return calendarHref(user, source) + encodePathSegment(name);
	}

	/**
	 * A name as a path segment: as it is when it holds only characters no URI encodes
	 * (every name Kairos gives), else percent-encoded.
	 */
	private static String encodePathSegment(String name) {
		for (int i = 0; i < name.length(); i++) {
			char c = name.charAt(i);
			boolean unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
					|| c == '.' || c == '_' || c == '~';
			if (!unreserved) {
				return UriUtils.encodePathSegment(name, StandardCharsets.UTF_8);
			}
		}
		return name;
	}

	private static String href(String path) {
		return "<D:href>" + DavXml.escape(path) + "</D:href>";
	}

	/** The resource name an href of a multiget names in the user's calendar, or null. */
	private static @Nullable String resourceName(KairosUser user, @Nullable Source source, String href) {
		String path = href;
		int scheme = path.indexOf("://");
		if (scheme >= 0) {
			int slash = path.indexOf('/', scheme + 3);
			path = (slash >= 0) ? path.substring(slash) : "/";
		}
		String prefix = calendarHref(user, source);
		if (!path.startsWith(prefix) || path.length() == prefix.length()) {
			return null;
		}
		String name = path.substring(prefix.length());
		if (name.contains("/")) {
			return null;
		}
		try {
			return UriUtils.decode(name, StandardCharsets.UTF_8);
		}
		catch (IllegalArgumentException ex) {
			return null;
		}
	}

	private static byte[] body(HttpServletRequest request, int limit) throws IOException {
		byte[] body = request.getInputStream().readNBytes(limit + 1);
		if (body.length > limit && limit == DavXml.MAX_BODY) {
			throw new MalformedXmlException("the XML body is larger than " + (limit / 1024) + " KB");
		}
		return body;
	}

	/** A DAV:error body naming the precondition that failed, with a sentence. */
	private static void error(HttpServletResponse response, int code, String precondition, String message)
			throws IOException {
		write(response, code, "application/xml; charset=utf-8",
				"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<D:error xmlns:D=\"DAV:\" xmlns:C=\"" + DavXml.CALDAV
						+ "\" xmlns:K=\"http://kairos.dev/ns/\">" + precondition + "<K:message>"
						+ DavXml.escape(message) + "</K:message></D:error>\n");
	}

	private static void text(HttpServletResponse response, int code, String message) throws IOException {
		write(response, code, "text/plain; charset=utf-8", message + "\n");
	}

	private static void write(HttpServletResponse response, int code, String type, String body) throws IOException {
		byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
		response.setStatus(code);
		response.setContentType(type);
		response.setContentLength(bytes.length);
		response.getOutputStream().write(bytes);
	}

	enum Kind {

		ROOT, PRINCIPAL, HOME, CALENDAR, RESOURCE

	}

	/**
	 * What a request's path names, for the calling user: another user's paths are nothing
	 * (404).
	 *
	 * @param kind what it is
	 * @param name a resource's (decoded) name, else empty
	 * @param path the request's path
	 */
	record Target(Kind kind, String name, String path, String calendar, @Nullable Source source) {

		Target(Kind kind, String name, String path) {
			this(kind, name, path, "", null);
		}

		Target with(Source source) {
			return new Target(this.kind, this.name, this.path, this.calendar, source);
		}

		static @Nullable Target of(HttpServletRequest request, KairosUser user) {
			String path = request.getRequestURI().substring(request.getContextPath().length());
			List<String> segments = new ArrayList<>();
			for (String segment : path.split("/")) {
				if (!segment.isEmpty()) {
					try {
						segments.add(UriUtils.decode(segment, StandardCharsets.UTF_8));
					}
					catch (IllegalArgumentException ex) {
						return null;
					}
				}
			}
			if (segments.isEmpty() || !segments.get(0).equals("dav")) {
				return null;
			}
			int size = segments.size();
			if (size == 1) {
				return new Target(Kind.ROOT, "", path);
			}
			if (size < 3 || !segments.get(2).equals(user.id().toString())) {
				return null;
			}
			String area = segments.get(1);
			if (area.equals("principals") && size == 3) {
				return new Target(Kind.PRINCIPAL, "", path);
			}
			if (!area.equals("calendars")) {
				return null;
			}
			if (size == 3) {
				return new Target(Kind.HOME, "", path);
			}
			if (size > 5) {
				return null;
			}
			String calendar = segments.get(3);
			return (size == 4) ? new Target(Kind.CALENDAR, "", path, calendar, null)
					: new Target(Kind.RESOURCE, segments.get(4), path, calendar, null);
		}

	}

}
