package dev.kairos.assistant;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.planning.Action;
import dev.kairos.assistant.planning.Answer;
import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.Conversation;
import dev.kairos.assistant.planning.Fixtures;
import dev.kairos.assistant.planning.ProposedEvent;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.assistant.planning.World;
import net.fortuna.ical4j.model.Recur;
import org.jspecify.annotations.Nullable;

/**
 * The evaluation sets of src/test/resources/assistant and how an answer is scored against
 * one message: its intent (the type, and for changes the action and the event acted on,
 * or the names a question back must mention), its date/time reading (start, end and the
 * occurrences of a repeat) and its details (title, location, subject).
 */
final class Evaluation {

	/**
	 * The sets: those the engine was tuned on, then the held-out ones (see
	 * docs/assistant.md).
	 */
	static final List<String> SETS = List.of("evaluation.tsv", "evaluation-round2.tsv", "evaluation-round3.tsv",
			"evaluation-heldout.tsv", "evaluation-heldout-fall.tsv", "evaluation-heldout-spring.tsv",
			"evaluation-heldout-last.tsv", "evaluation-heldout-winter.tsv", "evaluation-heldout-final.tsv",
			"evaluation-heldout-a.tsv", "evaluation-heldout-b.tsv", "evaluation-heldout-c.tsv",
			"evaluation-heldout-d.tsv", "evaluation-heldout-e.tsv", "evaluation-heldout-f.tsv",
			"evaluation-heldout-g.tsv", "evaluation-heldout-h.tsv", "evaluation-heldout-i.tsv",
			"evaluation-heldout-j.tsv", "evaluation-heldout-k.tsv", "evaluation-heldout-l.tsv",
			"evaluation-heldout-m.tsv", "evaluation-heldout-n.tsv", "evaluation-heldout-o.tsv",
			"evaluation-heldout-p.tsv", "evaluation-heldout-q.tsv", "evaluation-heldout-r.tsv",
			"evaluation-heldout-s.tsv", "evaluation-heldout-t.tsv", "evaluation-heldout-u.tsv",
			"evaluation-heldout-v.tsv", "evaluation-heldout-w.tsv", "evaluation-heldout-x.tsv",
			"evaluation-heldout-y.tsv", "evaluation-heldout-z.tsv", "evaluation-heldout-aa.tsv",
			"evaluation-heldout-ab.tsv", "evaluation-heldout-ac.tsv", "evaluation-heldout-ad.tsv",
			"evaluation-heldout-ae.tsv", "evaluation-heldout-af.tsv", "evaluation-heldout-ag.tsv",
			"evaluation-heldout-ah.tsv", "evaluation-heldout-ai.tsv", "evaluation-heldout-aj.tsv",
			"evaluation-heldout-ak.tsv", "evaluation-heldout-al.tsv", "evaluation-heldout-am.tsv",
			"evaluation-heldout-an.tsv", "evaluation-heldout-ao.tsv", "evaluation-heldout-ap.tsv",
			"evaluation-heldout-aq.tsv", "evaluation-heldout-ar.tsv", "evaluation-heldout-as.tsv",
			"evaluation-heldout-at.tsv", "evaluation-heldout-au.tsv", "evaluation-heldout-av.tsv",
			"evaluation-heldout-aw.tsv", "evaluation-heldout-ax.tsv", "evaluation-heldout-ay.tsv",
			"evaluation-heldout-az.tsv", "evaluation-heldout-ba.tsv", "evaluation-heldout-bb.tsv",
			"evaluation-heldout-bc.tsv", "evaluation-heldout-bd.tsv", "evaluation-heldout-be.tsv",
			"evaluation-heldout-bf.tsv", "evaluation-heldout-bg.tsv", "evaluation-heldout-bh.tsv",
			"evaluation-heldout-bi.tsv", "evaluation-heldout-bj.tsv", "evaluation-heldout-bk.tsv",
			"evaluation-heldout-bl.tsv", "evaluation-heldout-bm.tsv", "evaluation-heldout-bn.tsv",
			"evaluation-heldout-bo.tsv", "evaluation-heldout-bp.tsv", "evaluation-heldout-bq.tsv",
			"evaluation-heldout-br.tsv", "evaluation-heldout-bs.tsv", "evaluation-heldout-bt.tsv",
			"evaluation-heldout-bu.tsv", "evaluation-heldout-bv.tsv", "evaluation-heldout-bw.tsv",
			"evaluation-heldout-bx.tsv", "evaluation-heldout-by.tsv", "evaluation-heldout-bz.tsv",
			"evaluation-heldout-ca.tsv", "evaluation-heldout-cb.tsv", "evaluation-heldout-cc.tsv",
			"evaluation-heldout-cd.tsv", "evaluation-heldout-ce.tsv", "evaluation-heldout-cf.tsv",
			"evaluation-heldout-cg.tsv", "evaluation-heldout-ch.tsv", "evaluation-heldout-ci.tsv",
			"evaluation-heldout-cj.tsv", "evaluation-heldout-ck.tsv", "evaluation-heldout-cl.tsv",
			"evaluation-heldout-cm.tsv", "evaluation-heldout-cn.tsv", "evaluation-heldout-co.tsv",
			"evaluation-heldout-cp.tsv", "evaluation-heldout-cq.tsv", "evaluation-heldout-cr.tsv",
			"evaluation-heldout-cs.tsv", "evaluation-heldout-cv.tsv", "evaluation-heldout-cw.tsv",
			"evaluation-heldout-cx.tsv", "evaluation-heldout-cy.tsv", "evaluation-heldout-cz.tsv",
			"evaluation-heldout-da.tsv", "evaluation-heldout-db.tsv", "evaluation-heldout-dc.tsv",
			"evaluation-heldout-dd.tsv", "evaluation-heldout-de.tsv", "evaluation-heldout-df.tsv",
			"evaluation-heldout-dg.tsv", "evaluation-heldout-dh.tsv", "evaluation-heldout-di.tsv");

	/** The sets read in a {@link World} of their own instead of {@link Fixtures}'. */
	static final Map<String, World> WORLDS = Map.ofEntries(Map.entry("evaluation-round3.tsv", World.FALL),
			Map.entry("evaluation-heldout-fall.tsv", World.FALL),
			Map.entry("evaluation-heldout-spring.tsv", World.SPRING),
			Map.entry("evaluation-heldout-winter.tsv", World.SPRING),
			Map.entry("evaluation-heldout-final.tsv", World.FALL), Map.entry("evaluation-heldout-a.tsv", World.FALL),
			Map.entry("evaluation-heldout-b.tsv", World.SPRING), Map.entry("evaluation-heldout-c.tsv", World.SPRING),
			Map.entry("evaluation-heldout-d.tsv", World.FALL), Map.entry("evaluation-heldout-e.tsv", World.FALL),
			Map.entry("evaluation-heldout-f.tsv", World.SPRING), Map.entry("evaluation-heldout-g.tsv", World.FALL),
			Map.entry("evaluation-heldout-h.tsv", World.SPRING), Map.entry("evaluation-heldout-i.tsv", World.FALL),
			Map.entry("evaluation-heldout-j.tsv", World.SPRING), Map.entry("evaluation-heldout-k.tsv", World.FALL),
			Map.entry("evaluation-heldout-l.tsv", World.SPRING), Map.entry("evaluation-heldout-m.tsv", World.FALL),
			Map.entry("evaluation-heldout-n.tsv", World.SPRING), Map.entry("evaluation-heldout-o.tsv", World.FALL),
			Map.entry("evaluation-heldout-p.tsv", World.SPRING), Map.entry("evaluation-heldout-q.tsv", World.FALL),
			Map.entry("evaluation-heldout-r.tsv", World.SPRING), Map.entry("evaluation-heldout-s.tsv", World.FALL),
			Map.entry("evaluation-heldout-t.tsv", World.SPRING), Map.entry("evaluation-heldout-u.tsv", World.FALL),
			Map.entry("evaluation-heldout-v.tsv", World.SPRING), Map.entry("evaluation-heldout-w.tsv", World.FALL),
			Map.entry("evaluation-heldout-x.tsv", World.SPRING), Map.entry("evaluation-heldout-y.tsv", World.FALL),
			Map.entry("evaluation-heldout-z.tsv", World.SPRING), Map.entry("evaluation-heldout-aa.tsv", World.FALL),
			Map.entry("evaluation-heldout-ab.tsv", World.SPRING), Map.entry("evaluation-heldout-ac.tsv", World.FALL),
			Map.entry("evaluation-heldout-ad.tsv", World.SPRING), Map.entry("evaluation-heldout-ae.tsv", World.FALL),
			Map.entry("evaluation-heldout-af.tsv", World.SPRING), Map.entry("evaluation-heldout-ag.tsv", World.FALL),
			Map.entry("evaluation-heldout-ah.tsv", World.SPRING), Map.entry("evaluation-heldout-ai.tsv", World.FALL),
			Map.entry("evaluation-heldout-aj.tsv", World.SPRING), Map.entry("evaluation-heldout-ak.tsv", World.FALL),
			Map.entry("evaluation-heldout-al.tsv", World.SPRING), Map.entry("evaluation-heldout-am.tsv", World.FALL),
			Map.entry("evaluation-heldout-an.tsv", World.SPRING), Map.entry("evaluation-heldout-ao.tsv", World.FALL),
			Map.entry("evaluation-heldout-ap.tsv", World.SPRING), Map.entry("evaluation-heldout-aq.tsv", World.FALL),
			Map.entry("evaluation-heldout-ar.tsv", World.SPRING), Map.entry("evaluation-heldout-as.tsv", World.FALL),
			Map.entry("evaluation-heldout-at.tsv", World.SPRING), Map.entry("evaluation-heldout-au.tsv", World.FALL),
			Map.entry("evaluation-heldout-av.tsv", World.SPRING), Map.entry("evaluation-heldout-aw.tsv", World.FALL),
			Map.entry("evaluation-heldout-ax.tsv", World.SPRING), Map.entry("evaluation-heldout-ay.tsv", World.FALL),
			Map.entry("evaluation-heldout-az.tsv", World.SPRING), Map.entry("evaluation-heldout-ba.tsv", World.FALL),
			Map.entry("evaluation-heldout-bb.tsv", World.SPRING), Map.entry("evaluation-heldout-bc.tsv", World.FALL),
			Map.entry("evaluation-heldout-bd.tsv", World.SPRING), Map.entry("evaluation-heldout-be.tsv", World.FALL),
			Map.entry("evaluation-heldout-bf.tsv", World.SPRING), Map.entry("evaluation-heldout-bg.tsv", World.FALL),
			Map.entry("evaluation-heldout-bh.tsv", World.SPRING), Map.entry("evaluation-heldout-bi.tsv", World.FALL),
			Map.entry("evaluation-heldout-bj.tsv", World.SPRING), Map.entry("evaluation-heldout-bk.tsv", World.FALL),
			Map.entry("evaluation-heldout-bl.tsv", World.SPRING), Map.entry("evaluation-heldout-bm.tsv", World.FALL),
			Map.entry("evaluation-heldout-bn.tsv", World.SPRING), Map.entry("evaluation-heldout-bo.tsv", World.FALL),
			Map.entry("evaluation-heldout-bp.tsv", World.SPRING), Map.entry("evaluation-heldout-bq.tsv", World.FALL),
			Map.entry("evaluation-heldout-br.tsv", World.SPRING), Map.entry("evaluation-heldout-bs.tsv", World.FALL),
			Map.entry("evaluation-heldout-bt.tsv", World.SPRING), Map.entry("evaluation-heldout-bu.tsv", World.FALL),
			Map.entry("evaluation-heldout-bv.tsv", World.SPRING), Map.entry("evaluation-heldout-bw.tsv", World.FALL),
			Map.entry("evaluation-heldout-bx.tsv", World.SPRING), Map.entry("evaluation-heldout-by.tsv", World.FALL),
			Map.entry("evaluation-heldout-bz.tsv", World.SPRING), Map.entry("evaluation-heldout-ca.tsv", World.FALL),
			Map.entry("evaluation-heldout-cb.tsv", World.SPRING), Map.entry("evaluation-heldout-cc.tsv", World.FALL),
			Map.entry("evaluation-heldout-cd.tsv", World.SPRING), Map.entry("evaluation-heldout-ce.tsv", World.FALL),
			Map.entry("evaluation-heldout-cf.tsv", World.SPRING), Map.entry("evaluation-heldout-cg.tsv", World.FALL),
			Map.entry("evaluation-heldout-ch.tsv", World.SPRING), Map.entry("evaluation-heldout-ci.tsv", World.FALL),
			Map.entry("evaluation-heldout-cj.tsv", World.SPRING), Map.entry("evaluation-heldout-ck.tsv", World.FALL),
			Map.entry("evaluation-heldout-cl.tsv", World.SPRING), Map.entry("evaluation-heldout-cm.tsv", World.FALL),
			Map.entry("evaluation-heldout-cn.tsv", World.SPRING), Map.entry("evaluation-heldout-co.tsv", World.FALL),
			Map.entry("evaluation-heldout-cp.tsv", World.SPRING), Map.entry("evaluation-heldout-cq.tsv", World.FALL),
			Map.entry("evaluation-heldout-cr.tsv", World.SPRING), Map.entry("evaluation-heldout-cs.tsv", World.FALL),
			Map.entry("evaluation-heldout-cv.tsv", World.SPRING), Map.entry("evaluation-heldout-cw.tsv", World.FALL),
			Map.entry("evaluation-heldout-cx.tsv", World.SPRING), Map.entry("evaluation-heldout-cy.tsv", World.FALL),
			Map.entry("evaluation-heldout-cz.tsv", World.SPRING), Map.entry("evaluation-heldout-da.tsv", World.FALL),
			Map.entry("evaluation-heldout-db.tsv", World.SPRING), Map.entry("evaluation-heldout-dc.tsv", World.FALL),
			Map.entry("evaluation-heldout-dd.tsv", World.SPRING), Map.entry("evaluation-heldout-de.tsv", World.FALL),
			Map.entry("evaluation-heldout-df.tsv", World.SPRING), Map.entry("evaluation-heldout-dg.tsv", World.FALL),
			Map.entry("evaluation-heldout-dh.tsv", World.SPRING), Map.entry("evaluation-heldout-di.tsv", World.FALL));

	private static final Pattern UNTIL = Pattern.compile("UNTIL=(\\d{8}T\\d{6})Z");

	private static final DateTimeFormatter BASIC = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss");

	private Evaluation() {
	}

	static List<Case> load(String set) throws IOException {
		List<Case> cases = new ArrayList<>();
		try (InputStream in = Evaluation.class.getResourceAsStream("/assistant/" + set);
				BufferedReader reader = new BufferedReader(
						new InputStreamReader(Objects.requireNonNull(in, set), StandardCharsets.UTF_8))) {
			String line;
			while ((line = reader.readLine()) != null) {
				if (line.isBlank() || line.startsWith("#")) {
					continue;
				}
				String[] columns = line.split("\t", -1);
				if (columns.length != 6) {
					throw new IllegalStateException(set + ": expected 6 columns in " + line);
				}
				cases
					.add(new Case(set, columns[0], columns[1], columns[2], columns[3], columns[4], extras(columns[5])));
			}
		}
		return cases;
	}

	static List<Case> all() throws IOException {
		List<Case> cases = new ArrayList<>();
		for (String set : SETS) {
			cases.addAll(load(set));
		}
		return cases;
	}

	private static Map<String, String> extras(String column) {
		Map<String, String> extras = new LinkedHashMap<>();
		if (column.isBlank()) {
			return extras;
		}
		for (String pair : column.split(";(?=[a-z]+=)")) {
			int equals = pair.indexOf('=');
			extras.put(pair.substring(0, equals).strip(), pair.substring(equals + 1).strip());
		}
		return extras;
	}

	/**
	 * The calendar a set is read against, as its header says: the week for round one, the
	 * week and the events round two adds for the others.
	 */
	static Conversation conversation(String set) {
		if (WORLDS.containsKey(set)) {
			return WORLDS.get(set).conversation();
		}
		return Fixtures.conversation(set.equals(SETS.get(0)) ? Fixtures.week() : Fixtures.calendar());
	}

	/** A local date-time of a set's world. */
	static String local(String set, Instant instant) {
		return WORLDS.containsKey(set) ? WORLDS.get(set).local(instant) : Fixtures.local(instant);
	}

	static ZoneId zone(String set) {
		return WORLDS.containsKey(set) ? WORLDS.get(set).zone() : Fixtures.ZONE;
	}

	/** The id of the event a case acts on: the event, or one occurrence of a series. */
	static String expectedId(Case c, String title) {
		String instance = c.extras().get("instance");
		return (instance != null) ? WORLDS.get(c.set()).instanceId(title, instance) : Fixtures.id(title).toString();
	}

	/** Answer a case's message, after its earlier message when it has one. */
	static Answer answer(Case c, Conversation conversation) {
		return RulesEngine.answer(c.message(), history(c, conversation), conversation);
	}

	/** The history a case's message follows: its earlier message and the answer to it. */
	static List<Turn> history(Case c, Conversation conversation) {
		List<Turn> history = new ArrayList<>();
		String after = c.extras().get("after");
		if (after != null) {
			AssistantReply first = RulesEngine.answer(after, List.of(), conversation).reply();
			history.add(new Turn(true, after, null));
			// plain=true: a client that keeps only the text of the answers.
			boolean plain = Boolean.parseBoolean(c.extras().get("plain"));
			history.add(new Turn(false, first.message(), plain ? null : first.proposedEvent(),
					plain ? null : first.pending()));
		}
		return history;
	}

	static Outcome score(Case c, Conversation conversation) {
		Answer answer = answer(c, conversation);
		AssistantReply reply = answer.reply();
		ProposedEvent event = reply.proposedEvent();
		boolean intent = reply.type().wireValue().equals(c.type());
		if (intent && event != null) {
			Action expected = Action.valueOf(c.extras().getOrDefault("action", "create").toUpperCase(Locale.ROOT));
			intent = event.action() == expected;
			String target = c.extras().get("event");
			if (intent && target != null) {
				intent = Objects.equals(event.eventId(), expectedId(c, target));
			}
		}
		String mentions = c.extras().get("mentions");
		if (intent && mentions != null) {
			String said = reply.message().toLowerCase(Locale.ROOT);
			for (String name : mentions.split("\\|")) {
				intent &= said.contains(name.toLowerCase(Locale.ROOT));
			}
		}
		String start = (answer.interval() != null) ? local(c.set(), answer.interval().start()) : "";
		String end = (answer.interval() != null) ? local(c.set(), answer.interval().end()) : "";
		Boolean time = null;
		String rrule = c.extras().get("rrule");
		if (!c.start().isEmpty() || rrule != null) {
			// A change to a series carries the series' own rule; only new events are read
			// for one.
			List<String> got = (event != null && event.recurrence() != null && event.action() == Action.CREATE)
					? event.recurrence() : List.of();
			time = intent && start.equals(c.start()) && end.equals(c.end()) && ((rrule == null) ? got.isEmpty()
					: got.size() == 1 && sameOccurrences(rrule, got.get(0), start, zone(c.set())));
		}
		Boolean details = null;
		for (String key : List.of("title", "location", "subject")) {
			String expected = c.extras().get(key);
			if (expected != null) {
				String value = switch (key) {
					case "title" -> (event != null) ? event.title() : null;
					case "location" -> (event != null) ? event.location() : null;
					default -> (reply.emailDraft() != null) ? reply.emailDraft().subject() : null;
				};
				// "The Blue Note" and "Blue Note" are the same place: case and a leading
				// article aside
				details = ((details == null) || details) && intent
						&& withoutArticle(expected).equalsIgnoreCase(withoutArticle(Objects.toString(value)));
			}
		}
		String got = reply.type().wireValue() + ((event != null) ? " " + event.action().wireValue() : "") + " " + start
				+ " " + end + ((event != null) ? " title=" + event.title() + " location=" + event.location() : "")
				+ ((event != null && event.recurrence() != null) ? " " + event.recurrence() : "")
				+ ((reply.emailDraft() != null) ? " subject=" + reply.emailDraft().subject() : "") + " | "
				+ reply.message();
		return new Outcome(c, intent, time, details, got);
	}

	private static String withoutArticle(String value) {
		return value.replaceFirst("(?i)^the\\s+", "");
	}

	/** Whether two rules yield the same first occurrences from the same start. */
	private static boolean sameOccurrences(String expected, String got, String start, ZoneId zone) {
		if (start.isEmpty()) {
			return false;
		}
		LocalDateTime first = LocalDateTime.parse(start);
		try {
			return occurrences(expected, first, zone).equals(occurrences(got, first, zone));
		}
		catch (RuntimeException ex) {
			return false;
		}
	}

	static List<LocalDateTime> occurrences(String line, LocalDateTime start, ZoneId zone) {
		String rule = line.replaceFirst("^RRULE:", "");
		Matcher until = UNTIL.matcher(rule);
		if (until.find()) {
			// The rule repeats in the world's wall-clock time; a UTC UNTIL becomes that.
			LocalDateTime utc = LocalDateTime.parse(until.group(1), BASIC);
			LocalDateTime local = utc.atOffset(ZoneOffset.UTC).atZoneSameInstant(zone).toLocalDateTime();
			rule = rule.substring(0, until.start(1)) + local.format(BASIC) + rule.substring(until.end());
		}
		return new Recur<LocalDateTime>(rule).getDatesAsStream(start, start.minusDays(1), start.plusYears(2), -1)
			.limit(120)
			.toList();
	}

	/**
	 * One message of a set.
	 *
	 * @param set the file
	 * @param category its category in the file
	 * @param type the expected answer type
	 * @param message what the user says
	 * @param start the expected local start, or empty
	 * @param end the expected local end, or empty
	 * @param extras further expectations (see the header of evaluation-round2.tsv)
	 */
	record Case(String set, String category, String type, String message, String start, String end,
			Map<String, String> extras) {

		String key() {
			return this.set + "\t" + ((this.extras.containsKey("after")) ? this.extras.get("after") + " → " : "")
					+ this.message;
		}

	}

	/**
	 * How an answer scored.
	 *
	 * @param c the case
	 * @param intent whether the intent is right
	 * @param time whether the date/time reading is right, or null when the case has none
	 * @param details whether the details are right, or null when the case has none
	 * @param got what the engine answered, for the report
	 */
	record Outcome(Case c, boolean intent, @Nullable Boolean time, @Nullable Boolean details, String got) {

		boolean right() {
			return this.intent && !Boolean.FALSE.equals(this.time) && !Boolean.FALSE.equals(this.details);
		}

	}

}
