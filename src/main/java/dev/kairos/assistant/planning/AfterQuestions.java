package dev.kairos.assistant.planning;

import java.time.LocalDateTime;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.Amounts;
import dev.kairos.assistant.language.ChangeRequest;
import dev.kairos.assistant.language.Scope;
import dev.kairos.assistant.language.Utterance;
import dev.kairos.assistant.language.When;
import dev.kairos.assistant.language.WhenParser;
import org.jspecify.annotations.Nullable;

/**
 * A change said after a question about the calendar, of what the answer was about: "move
 * it to 6" after "when is my guitar lesson?", "cancel the 4pm one" after "what's on
 * wednesday", "make it 8pm" after "anything on sat evening?" listed one event.
 */
public final class AfterQuestions {

	/** The event a follow-up changes by a pronoun. */
	private static final Pattern IT = Pattern.compile("(?i)\\b(?:it|that|this\\s+one|them)\\b");

	/** The place of the event asked about, to be changed: "change the place to ...". */
	private static final Pattern THE_PLACE = Pattern
		.compile("(?i)(?<=\\b(?:change|move|set|update|switch)\\s)the\\s+(?:place|location|venue|room)(?=\\s+to\\s)");

	/**
	 * "change it to wagamama": what "it" becomes, which after "where is X" is a place.
	 */
	private static final Pattern IT_TO = Pattern
		.compile("(?i)^(?:(?:can|could)\\s+(?:you|u|we)\\s+)?(?:change|move|switch|make|put)\\s+it\\s+(?:to|at|in)\\s+"
				+ "(?<value>[^,;]+?)(?:\\s+(?:instead|please|pls|then))*[.!?]*$");

	/** A question about where or when: "where's X", "when is X". */
	private static final Pattern WHERE_OR_WHEN = Pattern.compile("(?i)^\\s*wh(?:ere|en)(?:'s|\\s|$)");

	/** A new time or day alone after "to": "to friday same time", "to 4pm instead". */
	private static final Pattern TO_NEW_TIME = Pattern
		.compile("(?i)^(?:move\\s+|push\\s+|shift\\s+)?(?<to>to\\s+\\S.*)$");

	/** An ask read as the event's name ("can you move it to 5": "can you"). */
	private static final Pattern ASKING = Pattern.compile("(?i)(?:can|could|would|will)\\s+(?:you|u|we)");

	private final Conversation conversation;

	public AfterQuestions(Conversation conversation) {
		this.conversation = conversation;
	}

	/**
	 * The change a message makes of what a question asked about; null when it is none.
	 * @param asked the question
	 * @param message the message after its answer
	 */
	public @Nullable Answer answer(String asked, String message) {
		Answer about = aboutAsked(asked, message);
		return (about != null) ? about : onDayAsked(asked, message);
	}

	/**
	 * "move it to 6" after "when is my guitar lesson?": "it" is the event asked about.
	 */
	private @Nullable Answer aboutAsked(String asked, String message) {
		String event = Questions.askedAbout(Utterance.read(asked).text());
		Matcher place = THE_PLACE.matcher(message);
		if (event != null && place.find()) {
			// "change the place to the Camden clinic" after "where is physio"
			ChangeRequest moved = ChangeRequest
				.read(Utterance.read(place.replaceFirst("$0 for " + Matcher.quoteReplacement(event))));
			return (moved != null) ? new ActionRequests(this.conversation).answer(moved) : null;
		}
		Matcher itTo = IT_TO.matcher(message.strip());
		if (event != null && WHERE_OR_WHEN.matcher(asked).find() && itTo.matches()
				&& !itTo.group("value").matches(".*\\d.*") && when(Utterance.read(itTo.group("value"))).isEmpty()) {
			// "change it to wagamama" after "where's lunch with aisha" (or "when"): no
			// time, a place
			ChangeRequest moved = ChangeRequest
				.read(Utterance.read("change the place for " + event + " to " + itTo.group("value")));
			return (moved != null) ? new ActionRequests(this.conversation).answer(moved) : null;
		}
		String amount = (event != null) ? Amounts.onlyAnAmount(Utterance.read(message).text()) : null;
		if (amount != null) {
			// "30 min later" after "when is the dentist": the dentist, 30 minutes later
			ChangeRequest change = ChangeRequest.read(Utterance.read(event + " " + amount));
			return (change != null) ? new ActionRequests(this.conversation).answer(change) : null;
		}
		Matcher to = TO_NEW_TIME.matcher(message);
		if (event != null && to.matches()) {
			// "to friday same time" after "when is the physics lecture": moved there
			ChangeRequest moved = ChangeRequest.read(Utterance.read("move the " + event + " " + to.group("to")));
			return (moved != null) ? new ActionRequests(this.conversation).answer(moved) : null;
		}
		Matcher it = IT.matcher(message);
		if (event == null || !it.find()) {
			return null;
		}
		ChangeRequest said = ChangeRequest.read(Utterance.read(message));
		if (said != null && !ChangeRequest.isPronoun(said.reference()) && !ASKING.matcher(said.reference()).matches()) {
			// "cancel the call that Sam set up": a change that names its own event
			return null;
		}
		// "make it 10am on thursday": "make the dentist appointment 10am on thursday"
		String named = event.matches("(?i)(?:the|my|our)\\s.*") ? event : "the " + event;
		ChangeRequest change = ChangeRequest.read(Utterance.read(it.replaceFirst(Matcher.quoteReplacement(named))));
		// "cancel that one" after "when is lab meeting": the answer named the next one
		change = (change != null && change.scope() == Scope.UNSAID) ? change.withScope(Scope.ONE) : change;
		return (change != null) ? new ActionRequests(this.conversation).answer(change) : null;
	}

	/**
	 * "cancel the 4pm one" after "what's on wednesday": the change names an event of the
	 * day asked about when it names no day of its own.
	 */
	private @Nullable Answer onDayAsked(String asked, String message) {
		Utterance before = Utterance.read(asked);
		When day = when(before);
		if (day.date() == null || Intent.of(before.text(), day) != Intent.AGENDA) {
			return null;
		}
		ChangeRequest change = ChangeRequest.read(Utterance.read(message));
		Matcher it = IT.matcher(message);
		List<Busy> listed = (change == null && it.find()) ? new Questions(this.conversation).listed(day) : List.of();
		// "make it 8pm" after "anything on sat evening?" listed one event: that one
		change = (listed.size() == 1)
				? ChangeRequest
					.read(Utterance.read(it.replaceFirst(Matcher.quoteReplacement("the " + listed.get(0).title()))))
				: change;
		if (change == null || when(Utterance.read(change.reference())).hasDay()) {
			return null;
		}
		ChangeRequest onDay = new ChangeRequest(change.kind(), change.reference() + " on " + day.date(), change.value(),
				change.later(), change.scope(), change.weak());
		Answer answer = new ActionRequests(this.conversation).answer(onDay);
		return (answer != null && answer.reply().proposedEvent() != null) ? answer : null;
	}

	private When when(Utterance utterance) {
		Preferences preferences = this.conversation.preferences();
		return WhenParser.parse(utterance, LocalDateTime.ofInstant(this.conversation.now(), preferences.zone()),
				preferences.weekStart(), preferences.dateOrder(), preferences.holidays());
	}

}
