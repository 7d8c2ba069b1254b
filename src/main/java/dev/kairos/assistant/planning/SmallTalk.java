package dev.kairos.assistant.planning;

import java.util.regex.Pattern;

import dev.kairos.assistant.language.Text;
import dev.kairos.assistant.language.When;
import org.jspecify.annotations.Nullable;

/**
 * Messages that ask for nothing on the calendar: greetings, help, thanks, a sigh and news
 * of the person's day. Read before any request, whatever faces they wear.
 */
final class SmallTalk {

	private static final Pattern HELP_TEXT = Pattern
		.compile("^(?:help|\\?+|what\\s+can\\s+you\\s+do|how\\s+does\\s+this\\s+work"
				+ "|how\\s+do\\s+(?:i|you)\\s+use\\s+(?:this|you)|what\\s+do\\s+you\\s+do|what\\s+are\\s+you|who\\s+are\\s+you"
				+ "|commands|usage|instructions|help\\s+me|i\\s+need\\s+help|what\\s+can\\s+i\\s+(?:ask|say)(?:\\s+you)?"
				+ "|how\\s+can\\s+you\\s+help(?:\\s+me)?)\\s*[?!.]*$");

	private static final Pattern THANKS_TEXT = Pattern
		.compile("^(?:(?:ok|okay|alright|great|awesome|perfect|cool|nice|thanks|"
				+ "thank\\s+(?:you|u|ya)|thx|thnx|thanx|tysm|ty|ta|cheers|got\\s+it|appreciate\\s+it|much\\s+appreciated|wonderful|brilliant|lovely|all\\s+good"
				+ "|that'?s\\s+(?:all|it|great|perfect)|that\\s+is\\s+all"
				// "you're a lifesaver", "you're the best"
				+ "|(?:you'?re|you\\s+are|ur)\\s+(?:a\\s+)?(?:lifesaver|life\\s+saver|star|legend|the\\s+best|amazing|awesome))[\\s,!.]*)+"
				// "thank u sm", "thanks heaps"
				+ "(?:so+\\s+much|sm|a\\s+lot|very\\s+much|heaps|loads|a\\s+bunch|a\\s+ton)?"
				// "thank you dear", "cheers mate", "thanks love": who is thanked
				+ "(?:[\\s,]+(?:dear|love|luv|mate|pal|hun|hon|babe|darling|buddy|bro|kairos|friend|sir|madam|kindly))?"
				// "thank you kindly, god bless", "cheers, have a good one"
				+ "(?:[\\s,!.]+(?:you(?:'ve|\\s+have)\\s+been\\s+(?:(?:most|very|so|really|ever\\s+so)\\s+)?(?:helpful|kind"
				+ "|a\\s+(?:great\\s+|big\\s+)?help|a\\s+star)))*"
				+ "(?:[\\s,!.]+(?:god\\s+bless(?:\\s+you)?|bless\\s+you|blessings|take\\s+care|much\\s+love"
				+ "|have\\s+a\\s+(?:good|nice|great|lovely)\\s+(?:one|day|evening|night|weekend)))?[\\s!.]*"
				// "okay thank you goodbye", "thanks, bye!"
				+ "(?:,?\\s*(?:good\\s?bye|bye(?:\\s+bye)?|see\\s+(?:ya|you)(?:\\s+later)?|cya|ttyl|later|night|gn)[\\s!.]*)?"
				// kisses closing a message: "thanks x", "thank u xx"
				+ "(?:x{1,4}[\\s!.]*)?$");

	private static final Pattern GREETING_TEXT = Pattern.compile(
			"^(?:(?:hi|hello|hey|hiya|heya|yo|howdy|sup|gm|morning|evening|afternoon|good\\s*(?:morning|mornin'?|afternoon"
					+ "|evening|evenin'?|day|night|nite)|gn|nighty?\\s+night|what'?s\\s+up|wass?up|how\\s+are\\s+(?:you|u|ya)(?:\\s+doing)?|how'?s\\s+it\\s+going)"
					// "good mornin sunshine", "morning team": who is greeted
					+ "(?:\\s+(?:there|again|kairos|buddy|friend|all|everyone|sunshine|love|hun|mate|dear|babe|pal|team|folks"
					+ "|y'?all|guys))?[\\s!.,?]*)+(?:x{1,4}[\\s!.]*)?$");

	/**
	 * Emoticons and emoji, which say how a message is meant but nothing to act on: ":)",
	 * ";-p", "<3", "^^", pictographs.
	 */
	private static final Pattern EMOTICON = Pattern
		.compile("(?:[:;=]-?[)(\\]\\[dpo3/|*]+|<3+|\\^_?\\^|[\\p{So}\\p{Cs}\\x{FE0F}\\x{200D}]+)");

	/** What a sigh is about: a day of the week, the mornings, work, exams. */
	private static final String GRUMBLE = "(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|monday\\s+mornings?|mornings"
			+ "|this\\s+week|today|work|exams?|deadlines|traffic|meetings)";

	/**
	 * A feeling, with a sigh or without: "ugh so tired today", "im so stressed rn",
	 * "feeling sick lol". Nothing in it names an event or asks for one.
	 */
	private static final Pattern MOOD_TEXT = Pattern
		.compile("^(?:ugh+|argh+|sigh|meh|omg|oof|welp|aiyo+|aiya+h?|haiz|chale|chaley|eish)[\\s,!.]+"
				// "ugh mondays": a sigh about a day, no request
				+ "(?:another\\s+|it'?s\\s+|its\\s+)?" + GRUMBLE
				+ "(?:[\\s,]+(?:again|lol|man|am\\s+i\\s+right|amirite|right))*" + "[\\s?!.]*$"
				// "mondays, am I right": the same without the sigh
				+ "|^(?:another\\s+|it'?s\\s+|its\\s+)?" + GRUMBLE
				+ "[\\s,]+(?:am\\s+i\\s+right|amirite|right\\?)[\\s?!.]*$|^(?=ugh|argh|ahh|sigh|meh|omg|oof|man\\b|dude|lol|bruh"
				+ "|welp|aiyo|aiya|haiz|chale|eish|abeg|wah\\b|bro\\b|honestly|tbh|i\\s+don\\s+tire|i'?m\\b|im\\b|i\\s+am|i\\s+feel|feel|so+\\b|very|really|kinda"
				+ "|super|totally|just|rly|a\\s+bit|pretty)(?:(?:ugh+|argh+|sigh|meh|omg|oof|man|dude|lol|bruh"
				+ "|ahh+|welp|aiyo+|aiya+h?|haiz|chale|chaley|eish|abeg|wah|bro|honestly|tbh)[\\s,!.]+)*(?:(?:i'?m|im|i\\s+am|i\\s+feel|feeling|feel|so+|very|really|kinda"
				+ "|super|totally|just|soo+|rly|a\\s+bit|pretty)\\s+)*(?:tired|exhausted|stressed(?:\\s+out)?|sleepy|bored"
				+ "|hungry|sad|sick|dead|overwhelmed|burn(?:ed|t)\\s+out|knackered|shattered|drained|anxious|nervous|annoyed"
				+ "|fed\\s+up|done|(?:i\\s+)?don\\s+tire)(?:\\s+(?:today|tonight|rn|right\\s+now|lol|now|af|this\\s+week|again|of\\s+(?:this|it|everything)|for\\s+(?:this|the|dis)\\s+\\w+"
				+ "|ugh|man|no|lah|la|sia|leh|lor))*[\\s!.]*$");

	/**
	 * A cheer about the day: "wepa!! finally friday", "yay it's the weekend", "tgif".
	 */
	private static final Pattern CHEER_TEXT = Pattern.compile("^(?=.*\\b(?:wepa|yay+|woo+(?:hoo+)?|whoo+|yes+|hooray"
			+ "|finally|ayy+|let'?s\\s+go+|lets\\s+go+)\\b)(?:(?:wepa|yay+|woo+(?:hoo+)?|whoo+|yes+|hooray|finally|omg|ayy+"
			+ "|let'?s\\s+go+|lets\\s+go+)[\\s,!.]+)*(?:it'?s\\s+|its\\s+)?(?:finally\\s+)?(?:friday|fri|the\\s+weekend|weekend"
			+ "|payday|summer|spring\\s+break|half\\s+term|the\\s+holidays)(?:[\\s,!.]+(?:finally|baby|yay+|y'?all|lol|woo+"
			+ "|wepa))*[\\s!.]*$|^(?:tgif|(?:thank\\s+god|thank\\s+goodness|tg)\\s+it'?s\\s+(?:friday|fri))[\\s!.]*$");

	/**
	 * A statement about someone: a subject, then a verb in the past ("finally slept", "we
	 * won") or one that acts on the speaker ("is driving me crazy").
	 */
	private static final Pattern NEWS_TEXT = Pattern.compile("^(?:(?:omg|wow|yay|ugh|so|well|guess\\s+what)[,!.\\s]+)*"
			+ "(?:my|the|our|i|we|he|she|they|everyone|everybody)\\b(?:\\s+[\\w']+){0,3}?\\s+(?:(?:is|are|was|were|'s|'re"
			+ "|keeps?)\\s+(?:\\w+\\s+)?\\w+ing\\s+(?:me|us)\\b|(?:finally|just|totally|actually)\\s+\\w+(?:ed|ept|ew|on|ot|ame"
			+ "|ent|ost|ade|aid|old|elt|oke|ell|ought)\\b|(?:slept|won|lost|passed|failed|aced|nailed|finished|got\\s+the"
			+ "|got\\s+into|got\\s+engaged|got\\s+married|had\\s+(?:a|the|my|our))\\b)");

	/**
	 * Something that happened again, told in the past: "paged at 3am again", "the kids
	 * were up at 5am again lol": a time in it is when it happened, not a request.
	 */
	private static final Pattern AGAIN_TEXT = Pattern.compile("^(?!.*\\b(?:can|could|would|will|please|pls|remind|add"
			+ "|book|schedule|put|set|move|cancel)\\b)(?=.*\\b(?:was|were|got|woke|\\w{3,}ed)\\b).*\\bagain\\b"
			+ "(?:[\\s,!.]+(?:lol|smh|ugh|ffs|fml|omg|tbh|haha)\\b|[,;]\\s+[^,;]*)?[\\s!.]*$");

	/** The weather: "wicked cold out today", "so hot rn", "it's pouring again". */
	private static final Pattern WEATHER_TEXT = Pattern.compile("^(?:(?:it'?s|its|so|wicked|really|super|freaking"
			+ "|damn|bloody|way\\s+too|too|very|pretty|proper)\\s+)*(?:cold|hot|warm|freezing|boiling|humid|rainy"
			+ "|raining|snowing|windy|sunny|pouring|chilly|muggy|icy|foggy)(?:\\s+(?:out|outside|out\\s+there|today"
			+ "|tonight|again|af|lol|rn|this\\s+(?:morning|week)|here))*[\\s!.]*$");

	/**
	 * A place's hours told as news: "the salon is shut on mondays btw", "the gym's closed
	 * sundays fyi".
	 */
	private static final Pattern CLOSED_TEXT = Pattern.compile("^(?:the|my|our)\\s+[\\w' -]+?(?:'s|\\s+is|\\s+are)"
			+ "\\s+(?:shut|closed)\\b[^,;]*?(?:\\s+(?:btw|fyi|by\\s+the\\s+way|just\\s+so\\s+you\\s+know))[\\s!.]*$");

	private static final Pattern TODAY = Pattern
		.compile("\\b(?:today|tonight|this\\s+(?:morning|afternoon|evening))\\b");

	private SmallTalk() {
	}

	/**
	 * The small talk a message is, or null when it is none.
	 * @param t the message, lowercase, spaces collapsed
	 * @param when what it says about when
	 * @param creates whether it opens with a verb that asks for an event
	 */
	static @Nullable Intent of(String t, When when, boolean creates) {
		// "good morning :)", "thanks 🙏": small talk whatever face it wears; a face
		// alone is an acknowledgement.
		String plain = Text.collapse(EMOTICON.matcher(t).replaceAll(" ")).strip();
		if (plain.isEmpty()) {
			return Intent.THANKS;
		}
		if (GREETING_TEXT.matcher(plain).matches()) {
			return Intent.GREETING;
		}
		if (HELP_TEXT.matcher(plain).matches()) {
			return Intent.HELP;
		}
		if (THANKS_TEXT.matcher(plain).matches()) {
			return Intent.THANKS;
		}
		if (MOOD_TEXT.matcher(plain).matches()) {
			return Intent.MOOD;
		}
		if (!creates && (plain.contains("again") && AGAIN_TEXT.matcher(plain).matches()
				|| CHEER_TEXT.matcher(plain).matches() || WEATHER_TEXT.matcher(plain).matches()
				|| CLOSED_TEXT.matcher(plain).matches())) {
			return Intent.NEWS;
		}
		if (NEWS_TEXT.matcher(plain).find() && !when.hasStart() && when.duration() == null && when.firstDay() == null
				&& (when.date() == null || TODAY.matcher(t).find()) && !creates && !t.endsWith("?")) {
			return Intent.NEWS;
		}
		return null;
	}

}
