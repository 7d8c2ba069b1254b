package dev.kairos.assistant.planning;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.kairos.assistant.language.Details;
import dev.kairos.assistant.language.Numbers;
import dev.kairos.assistant.language.Text;
import dev.kairos.assistant.language.When;
import org.jspecify.annotations.Nullable;

/**
 * What a message asks for, decided by ordered keyword rules: the first rule that fits
 * wins. Greetings, help and thanks come first, then e-mail requests, questions about the
 * calendar, study planning and event creation; anything else is unclear.
 */
public enum Intent {

	/** Create one event. */
	EVENT,

	/** Plan study sessions. */
	STUDY,

	/** Draft an e-mail. */
	EMAIL,

	/** List what is on the calendar. */
	AGENDA,

	/** Say whether a given time is free. */
	FREE_CHECK,

	/** List free time. */
	FREE_SLOTS,

	/** Name the next event. */
	NEXT_EVENT,

	/** Say when an event named by its title is: "when's my dentist appointment?". */
	WHEN_IS,

	/** List what is due. */
	DUE,

	HELP, THANKS, GREETING,

	/** How the person feels ("ugh so tired today"): a kind word, never an event. */
	MOOD,

	/**
	 * News of the person's day ("the baby finally slept through the night", "my boss is
	 * driving me crazy"): a short reply, never an event.
	 */
	NEWS,

	/** Change or remove an existing event, which the assistant does not do. */
	CHANGE_EXISTING,

	/** Nothing the rules understand. */
	UNCLEAR;

	private static final Pattern CHANGE_TEXT = Pattern
		.compile("^(?:(?:please|pls|can\\s+you|could\\s+you)\\s+)*(?:cancel|delete"
				+ "|remove|clear|reschedule|move|postpone|push\\s+back|rename|edit|change)\\s+(?:my|the|our|that|this|all)\\b");

	private static final Pattern EMAIL_WORD = Pattern.compile(
			"(?<![\\w@.])(?:e-?mails?|mail(?=\\s+(?!box))|gmail|outlook\\s+message|reply\\s+to|respond\\s+to)(?![\\w@])");

	private static final Pattern SEND_MAIL = Pattern
		.compile("\\b(?:send|write|draft|compose|reply|respond)\\b.{0,40}?\\be-?mail\\b|^\\W*e-?mail\\b");

	private static final Pattern COMPOSE = Pattern
		.compile("\\b(?:write|send|draft|compose|shoot|drop|fire\\s+off)\\b.{0,60}?"
				+ "\\b(?:message|note|letter|reply|response|text|memo|update|thank[- ]you|line|msg)\\b");

	private static final Pattern TELL = Pattern
		.compile("(?:^|[\\s,.;])(?:tell|let|notify|inform|ask|remind|thank|ping|message"
				+ "|text|contact|write\\s+to|reply|respond|cc|warn|update|invite)\\s+(?<who>[\\w@.'-]+)");

	private static final Pattern CREATE_VERB = Pattern
		.compile("^(?:(?:please|pls|hey|hi|ok|okay|so)[,\\s]+)*(?:(?:can|could"
				+ "|would|will)\\s+(?:you|u)\\s+(?:please\\s+)?)?(?:schedule|book|block|reserve|add|put|set\\s+up|setup|create"
				+ "|make|arrange|organi[sz]e|pencil|hold|plan\\s+an?\\s|insert|enter|save|calendar|sched)\\b");

	/**
	 * "do I have anything on Saturday night?", "anything on tomorrow evening?": what is
	 * on then, an agenda unless a time is said.
	 */
	/** "tmr got what", "friday have anything": what is on, asked with the verb first. */
	private static final Pattern GOT_WHAT = Pattern.compile("^(?:[\\w']+\\s+){1,3}(?:got|have|has)\\s+(?:what|anything"
			+ "|any\\s+(?:thing|plans?|meetings?|class(?:es)?))\\b[\\s?!.]*$");

	private static final Pattern ANYTHING_ON = Pattern
		.compile("\\b(?:is\\s+there\\s+|do\\s+i\\s+have\\s+|have\\s+i\\s+got\\s+|i\\s+have\\s+|got\\s+)?"
				+ "(?:anything|something)\\s+(?:on|planned|scheduled|booked|going\\s+on|happening)\\b"
				// "what is in my diary for thursday"
				+ "|\\bwhat(?:'s|s|\\s+is)\\s+(?:in|on)\\s+(?:my|the|our)\\s+(?:diary|calendar|cal|schedule|agenda|planner)\\b"
				// "what am i doing the weekend of the 10th", "what are we up to friday"
				+ "|^what\\s+(?:am\\s+i|are\\s+we|is\\s+\\w+)\\s+(?:doing|up\\s+to)\\b");

	/** "write sam@x.com asking for the slides": writing to an address is an e-mail. */
	private static final Pattern WRITE_TO_ADDRESS = Pattern
		.compile("\\b(?:write|message|ping|contact|drop)\\s+(?:to\\s+)?[\\w.+-]+@[\\w-]+\\.");

	/** Reading, answering or clearing one's e-mail is a task to schedule, not a draft. */
	private static final Pattern EMAIL_CHORE = Pattern
		.compile("\\b(?:check(?:ing)?|read(?:ing)?|answer(?:ing)?|clear(?:ing)?|triage|triaging|process(?:ing)?"
				+ "|go(?:ing)?\\s+through|catch(?:ing)?\\s+up\\s+on|sort(?:ing)?(?:\\s+through)?|inbox)\\s+"
				+ "(?:(?:my|the|your|work|all|our|unread|new)\\s+)*e-?mails?\\b");

	private static final Pattern FREE_CHECK_TEXT = Pattern
		.compile("^(?:free|available|busy)\\b|\\b(?:(?:am\\s+i|i'?m|i\\s+am)\\s+(?:free|available|busy|booked|open)"
				+ "|are\\s+we\\s+(?:free|available)|is\\s+(?:there\\s+)?(?:anything|something)\\s+(?:at|on|then)"
				+ "|do\\s+i\\s+have\\s+(?:time|anything|something)\\s+(?:at|on|then)|(?:can|could)\\s+i\\s+(?:fit|squeeze|make\\s+it)"
				+ "|(?:any|a|have\\s+a|there\\s+a)\\s+(?:conflicts?|clash(?:es)?|overlaps?)|is\\s+(?:my\\s+)?(?:calendar|schedule)\\s+(?:free|open|clear)|is\\s+\\S+(?:\\s+\\S+){0,4}\\s+(?:free|open|available|clear|taken|busy))\\b");

	private static final Pattern FREE_SLOTS_TEXT = Pattern
		.compile("\\b(?:when\\s+(?:am\\s+i|are\\s+we|is\\s+my\\s+calendar)"
				+ "\\s+(?:free|available|open)|free\\s+(?:time|slots?|spots?|windows?|hours?)|when\\s+(?:can|could)\\s+(?:i|we)"
				+ "|open\\s+(?:slots?|time)|any\\s+(?:free|open)\\s+(?:time|slots?)|availability|what\\s+times?\\s+(?:am\\s+i|are)\\s+free"
				+ "|where\\s+(?:can|could)\\s+i\\s+(?:fit|squeeze)|do\\s+i\\s+have\\s+(?:any\\s+)?(?:time|room|space)\\s+(?:for|to))\\b");

	private static final Pattern NEXT_TEXT = Pattern
		.compile("\\b(?:next|upcoming|first)\\s+(?:meeting|event|appointment"
				+ "|class|lecture|call|thing)\\b|\\bwhat'?s\\s+next\\b|\\bwhat\\s+is\\s+next\\b");

	/**
	 * "when's my dentist appointment", "when is the halloween party": when an event is,
	 * asked by its name (not "when am I free").
	 */
	static final Pattern WHEN_IS_TEXT = Pattern.compile("^(?:when|where)(?:'?s|\\s+is|\\s+are|\\s+was)\\s+(?:(?:my|the"
			+ "|our)\\s+)?(?:next\\s+)?(?<what>(?!(?:good|best|free|it|that|this|a|an|everyone|every)\\b)[^?]+?)[\\s?.!]*$"
			+ "|^when\\s+(?:do|will|am|are|can)\\s+(?:i|we)\\s+(?:see|seeing|meet|meeting|have|get\\s+to\\s+see|catch|studying(?:\\s+for)?|revising(?:\\s+for)?"
			+ "|working\\s+on)\\s+(?<who>[^?]+?)" + "(?:\\s+(?:next|again))?[\\s?.!]*$"
			// "what time is the dentist", "is the project meeting still on"
			+ "|^what\\s+time(?:\\s+is|\\s*'s|\\s+does)\\s+(?:(?:my|the|our)\\s+)?(?:next\\s+)?(?<item>[^?]+?)"
			+ "(?:\\s+(?:start|begin|at))?[\\s?.!]*$"
			// "is the review still on friday?", "is my call still happening tomorrow"
			+ "|^(?:is|are)\\s+(?:my|the|our)\\s+(?<still>[^?]+?)\\s+still\\s+(?:on|happening)"
			+ "(?:\\s+(?:for\\s+|on\\s+|this\\s+|next\\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|today|tomorrow|tonight"
			+ "|the\\s+\\d{1,2}(?:st|nd|rd|th)?))?[\\s?.!]*$"
			// "is the dentist at 2?", "is yoga still on thursday?": asked with a question
			// mark
			+ "|^(?:is|are)\\s+(?:(?:my|the|our)\\s+)?(?<at>(?!(?:i|it|there|that|this|anything|everything|anyone)\\b)[^?]+?)"
			+ "\\s+(?:still\\s+)?(?:at|on)\\s+(?:\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm)?|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*"
			+ "|today|tomorrow|tonight)\\s*\\?+$");

	/** "do i have anything monday at 3": with a time, whether that hour is taken. */
	private static final Pattern ANYTHING = Pattern
		.compile("\\b(?:do\\s+i\\s+have|have\\s+i\\s+got|is\\s+there|i\\s+have|got)\\s+(?:anything|something)\\b");

	/** "lemme see next week", "let me check friday": asks to be shown. */
	private static final String LET_ME_SEE = "(?:let\\s+me|lemme)\\s+(?:see|look\\s+at|check|view|have\\s+a\\s+look\\s+at)"
			// "pull up next week": asks to be shown ("bring up" may move an event
			// earlier).
			+ "|pull\\s+up";

	/** "show me next week", "anything tmrw?": what is on a day or span said. */
	private static final Pattern SHOW_TEXT = Pattern.compile(
			"^(?:(?:can|could|would|will)\\s+(?:you|u)\\s+(?:please\\s+|pls\\s+)?)?(?:show(?:\\s+(?:me|us))?|list|view|display|anything|any\\s+plans|"
					+ LET_ME_SEE
					// "give us a rundown of saturday"
					+ "|give\\s+(?:me|us)\\s+(?:a\\s+|the\\s+)?(?:rundown|run-down|summary|overview)|run\\s+(?:me|us)\\s+through)\\b");

	/**
	 * Words of Spanish, French and German that English never uses: a message with two of
	 * them is in another language.
	 */
	/**
	 * A word with a letter English never writes (Czech, Polish, Hungarian, Turkish,
	 * Romanian, the Nordic languages, Greek, Cyrillic, the scripts of Asia).
	 */
	private static final Pattern FOREIGN_LETTERS = Pattern
		.compile("(?<![\\p{L}])\\p{L}*[řěůčšžďťňľĺŕłąęśźżćńőűşğıăâîșțåøæœðþọẹṣ"
				+ "\\p{IsGreek}\\p{IsCyrillic}\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}\\p{IsHangul}\\p{IsArabic}\\p{IsDevanagari}"
				+ "\\p{IsThai}\\p{IsHebrew}]\\p{L}*");

	private static final Pattern UNSPACED = Pattern.compile("[\\p{IsHan}\\p{IsHiragana}\\p{IsKatakana}\\p{IsThai}]");

	private static final Pattern FOREIGN_WORD = Pattern.compile("(?<![\\p{L}])(?:à|chez|avec|demain|rdv|réunion|reunión"
			+ "|cita|mañana|cancela|cancelar|mi|del|las|los|con|una|para|beim|termin|morgen|uhr|mit|und|bitte|lunes"
			+ "|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
			+ "|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
			// Portuguese and Italian ("marca um café com o tom sexta às 15h")
			+ "|marca|marcar|desmarca|desmarcar|(?<!\\.)com|às|amanhã|hoje|reunião|segunda|terça|quarta|quinta|sexta"
			+ "|feira|domani|alle|riunione|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|appuntamento"
			// Polish and Dutch ("dodaj spotkanie z kasią w piątek", "afspraak morgen om
			// 10 uur")
			+ "|dodaj|spotkanie|jutro|dzisiaj|poniedziałek|wtorek|środa|środę|czwartek|piątek|sobota|sobotę|niedziela"
			+ "|godzinie|odwołaj|przesuń|afspraak|vergadering|morgen|vandaag|maandag|dinsdag|woensdag|donderdag|vrijdag"
			+ "|zaterdag|zondag|uur|om|verzet|annuleer"
			// Turkish, Indonesian and Malay, Tagalog, Swahili ("cuma günü saat 14:00'te
			// toplantı ekler misin", "tolong tambahkan rapat besok jam 3")
			+ "|saat|günü|toplantı|ekler|misin|yarın|bugün|pazartesi|salı|çarşamba|perşembe|cuma|cumartesi|pazar|randevu"
			+ "|lütfen|tolong|tambahkan|rapat|besok|hari\\s+ini|untuk|dengan|jadwal|bukas|mamaya|ngayon|pulong|paki"
			+ "|kesho|leo|mkutano|tafadhali|ongeza"
			// Irish, Welsh and Afrikaans ("an féidir leat cruinniú a chur isteach dé
			// haoine", "cyfarfod yfory", "vergadering môre asseblief")
			+ "|féidir|leat|cruinniú|isteach|amárach|inniu|coinne|dydd|yfory|heddiw|cyfarfod|gwelwch|ychwanegu|môre"
			+ "|asseblief|vandag)(?![\\p{L}])");

	private static final Pattern DUE_TEXT = Pattern.compile(
			"\\b(?:due|deadlines?|assignments?|homework|what\\s+do\\s+i\\s+(?:have\\s+to|need\\s+to)\\s+(?:submit|hand\\s+in))\\b");

	/**
	 * A question asked with its other answer: "... or am I busy", "... or is that taken".
	 */
	private static final Pattern OR_NOT = Pattern.compile("\\bor\\s+(?:(?:am\\s+i|is\\s+(?:it|that|this|there)"
			+ "|are\\s+(?:we|you))\\s+(?:busy|booked|free|taken|available|full|open)|not)[\\s?.!]*$");

	private static final Pattern QUESTION_START = Pattern
		.compile("^(?:(?:hey|hi|ok|okay|so|and|also|please|pls|kindly)[,\\s]+)*(?:what|what's|whats"
				+ "|when|when's|where|which|who|how|do|does|did|am|is|are|any|anything|show|list|check|tell\\s+me|give\\s+(?:me|us)|run\\s+(?:me|us)\\s+through|view"
				+ "|display|remind\\s+me\\s+what|have\\s+i|can\\s+you\\s+(?:tell|show|check|list|see|look)"
				+ "|could\\s+you\\s+(?:tell|show|check|list|see|look)|is\\s+there|are\\s+there|how\\s+many|how\\s+busy|"
				+ LET_ME_SEE + ")\\b");

	private static final Pattern CALENDAR_WORDS = Pattern
		.compile("\\b(?:calendar|schedule|agenda|plans?|meetings?|events?"
				+ "|appointments?|classes|lectures?|busy|free|on\\s+(?:for|today|tomorrow)|what(?:'s|s|\\s+is)\\s+on|have|got|booked|planned|happening"
				+ "|going\\s+on|look\\s+like|coming\\s+up|left"
				// "what's my day like on 6/4", "what's the weekend like"
				+ "|(?:my|the)\\s+(?:day|week|weekend|morning|afternoon|evening|monday|tuesday|wednesday|thursday|friday"
				+ "|saturday|sunday)\\s+(?:like|look(?:s|ing)?)"
				// "what's the week of 26 april like"
				+ "|(?:my|the)\\s+week\\s+of\\s+[^?]{1,24}?\\s+like)\\b"
				// "how does thursday look?", "how's my week looking": the question ends
				// there.
				+ "|\\blook(?:s|ing)?(?:\\s+like)?[\\s?.!]*$");

	private static final Pattern STUDY_VERB = Pattern
		.compile("\\b(?:study|studying|studies|revise|revising|revision|review"
				+ "(?:ing)?\\s+for|prepare\\s+for|preparing\\s+for|prep\\s+for|prepping\\s+for|get\\s+ready\\s+for|cram|cramming"
				+ "|study\\s+plan|revision\\s+plan|learn\\s+for|get\\s+(?:me\\s+)?ready\\s+for"
				// "6 hrs of review before the gre", "prep time ahead of my driving test"
				+ "|(?:review|revision|prep|study)(?:\\s+time)?\\s+(?:before|ahead\\s+of)\\s+(?:my|the|our)"
				+ "|(?:hours?|hrs?)\\s+of\\s+(?:review|revision|prep|studying)"
				// "review sessions for the boards", "prep blocks before my finals"
				+ "|(?:review|revision|prep|study|cram)\\s+(?:sessions?|blocks?|slots?|time)\\s+(?:for|before|ahead\\s+of"
				+ "|in\\s+the\\s+run[-\\s]up\\s+to|leading\\s+up\\s+to)" + "\\s+(?:my|the|our|\\p{L}))\\b");

	/** "make me a study schedule", "a revision timetable": a study plan asked by name. */
	private static final Pattern STUDY_PLAN_SAID = Pattern
		.compile("\\b(?:study|studying|revision|revising|prep|reading|writing)\\s+(?:plan|schedule" + "|timetable)s?\\b"
		// "break up my LSAT prep over the next 3 weeks": the work split over days
				+ "|\\b(?:break\\s+up|split(?:\\s+up)?|spread(?:\\s+out)?|divide|chunk)\\s+(?:my|the|our)\\s+(?:[\\w-]+\\s+){0,3}?"
				+ "(?:prep|revision|revising|studying|study|review|reading)\\s+(?:over|across|into|between|out\\s+over)\\b"
				// "a plan for learning", "a revishun plan for my gcse exam"
				// "set up review sessions before my VTNE"
				+ "|\\b(?:review|study|revision|prep)\\s+(?:sessions|blocks|slots)\\s+(?:before|for|ahead\\s+of)\\s+(?:my|the|our)\\b"
				+ "|\\bplan\\s+(?:for|of)\\s+(?:learning|learn|studying|revision|revising|preparing)\\b"
				+ "|\\b(?:a|my|the)\\s+(?:[\\w-]+\\s+)?plan\\s+for\\s+(?:my|the|our)\\s+(?:[\\w-]+\\s+){0,3}?(?:exams?|tests?"
				+ "|finals?|midterms?|gcses?|a[-\\s]levels?|boards|resits?|osces?)\\b");

	private static final Pattern STUDY_TARGET = Pattern
		.compile("\\b(?:exams?|midterms?|finals?|tests?|vivas?|mocks?|quiz(?:zes)?"
				+ "|assignments?|homework|hw|essays?|papers?|projects?|problem\\s+sets?|psets?|lab\\s+reports?|reports?|orals?"
				+ "|coursework|thesis|dissertation|presentations?|readings?|chapters?|coding\\s+challenge|case\\s+study"
				+ "|labs?|worksheets?|deliverables?|resits?|osces?|boards|gcses?|a[-\\s]levels?|sats|mcat|lsat|gre|gmat"
				+ "|ielts|toefl|certs?|certifications?|step\\s+[123]"
				// exams of graduate school and the professions
				+ "|quals|qualifying\\s+exams?|comps|prelims|nclex|usmle|comlex|bar\\s+exam|the\\s+bar|cpa|cfa|pe\\s+exam)\\b");

	private static final Pattern PLAN_WORDS = Pattern
		.compile("\\b(?:plan|planning|plan\\s+out|help\\s+me|spread|split|sessions?"
				+ "|break\\s+(?:it|this)\\s+(?:up|down)|schedule\\s+(?:my\\s+)?(?:study|studying|revision|work)|work\\s+on|finish"
				+ "|complete|get\\s+(?:it|this)\\s+done|start\\s+(?:on|working)|time\\s+to\\s+(?:work|study)|need\\s+(?:about\\s+|around"
				+ "|roughly\\s+)?" + Numbers.ANY
				+ "\\s+(?:hours?|hrs?)|how\\s+should\\s+i|when\\s+should\\s+i|due|deadline"
				+ "|before\\s+(?:my|the)|by\\s+(?:the|my)|on\\s+track|catch\\s+up)\\b");

	private static final Pattern EVENT_NOUN = Pattern
		.compile("\\b(?:meeting|meet|lunch|dinner|breakfast|brunch|coffee|call"
				+ "|gym|workout|run|appointment|dentist|doctor|interview|class|lecture|session|sync|standup|stand-up|1:1|one-on-one"
				+ "|party|drinks|date|event|reminder|remind|seminar|workshop|webinar|practice|rehearsal|training|haircut|yoga"
				+ "|tutoring|office\\s+hours|review|catch\\s*up|chat|hangout|game|match|concert|movie|flight|trip|visit|checkup"
				+ "|check-up|consultation|pickup|pick\\s+up|drop\\s+off|errands?|shopping|laundry|focus|deep\\s+work|block|slot"
				+ "|time\\s+for|volunteer|shift|exam|test|quiz|presentation|demo|retro|planning|huddle|1on1|sprint|kickoff"
				+ "|kick-off|onboarding|orientation|ceremony|wedding|birthday|recital|therapy|massage|vet|walk|swim|hike"
				+ "|tennis|football|soccer|basketball|climbing|bouldering|pilates|spin|run|jog|study\\s+group|group\\s+study)\\b");

	/** "study for chem", "revise for the GRE": a target named after "for". */
	private static final Pattern STUDY_FOR = Pattern
		.compile("\\b(?:for|on|(?:before|ahead\\s+of)(?=\\s+(?:my|the|our)\\s))" + "\\s+(?:my\\s+|the\\s+|our\\s+)?"
				+ "(?!(?:an?|one|two|three|four|five|\\d+|half|a\\s+couple|a\\s+few|several|some|about|around"
				+ "|tomorrow|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|this)\\b)[a-z]");

	/** "a study schedule for the LSAT": a plan asked for, whatever it is for. */
	private static final Pattern STUDY_SCHEDULE = Pattern.compile(
			"\\b(?:study|revision|prep|review)\\s+(?:schedule|plan|timetable|calendar)\\s+(?:for|before|ahead\\s+of)\\b");

	/**
	 * "where is my meeting tomorrow": where the day's events are, none named ("the
	 * meeting with marco tuesday" names one).
	 */
	private static final Pattern WHERE_ANY = Pattern
		.compile("^where(?:'?s|\\s+is|\\s+are)\\s+(?:my|the|our)\\s+(?:next\\s+)?"
				+ "(?:meetings?|events?|appointments?|appts?|class(?:es)?|things?|stuff|plans?)\\b(?!\\s+(?:with|w)\\s)");

	private static final Pattern BLOCK = Pattern.compile("^\\W*(?:\\w+\\W+){0,4}block\\b");

	private static final Pattern SELF = Pattern.compile("me|myself|us|ourselves|it|this|that|them|him|her");

	private static final Pattern LET_KNOW = Pattern.compile("\\blet\\s+\\S+(?:\\s+\\S+){0,3}\\s+know\\b");

	/**
	 * Decide what the message asks for.
	 * @param text the message, lowercase (see {@link Utterance#text()})
	 * @param when what it says about when
	 */
	public static Intent of(String text, When when) {
		String t = Text.collapse(text.strip());
		if (t.isEmpty()) {
			return UNCLEAR;
		}
		boolean creates = CREATE_VERB.matcher(t).find();
		Intent talk = SmallTalk.of(t, when, creates);
		if (talk != null) {
			return talk;
		}
		if (CHANGE_TEXT.matcher(t).find()) {
			return CHANGE_EXISTING;
		}
		if (plansStudy(t) && !isEmail(t) && !QUESTION_START.matcher(t).find() && !t.endsWith("?")) {
			return STUDY;
		}
		if (creates && !when.isEmpty() && !COMPOSE.matcher(t).find() && !SEND_MAIL.matcher(t).find()) {
			return STUDY_VERB.matcher(t).find() && !when.hasStart() && !BLOCK.matcher(t).find()
					&& (STUDY_TARGET.matcher(t).find() || STUDY_SCHEDULE.matcher(t).find()) ? STUDY : EVENT;
		}
		if (isEmail(t)) {
			return EMAIL;
		}
		Intent question = question(t, when);
		if (question != null) {
			return question;
		}
		boolean studyVerb = STUDY_VERB.matcher(t).find();
		boolean target = STUDY_TARGET.matcher(t).find();
		if (studyVerb && !target && !STUDY_FOR.matcher(t).find() && when.date() != null) {
			// "study at the library tomorrow afternoon": nothing to plan for, one block.
			return EVENT;
		}
		if (!when.hasStart() && (studyVerb || target && PLAN_WORDS.matcher(t).find()) && !BLOCK.matcher(t).find()) {
			return STUDY;
		}
		boolean eventNoun = EVENT_NOUN.matcher(t).find();
		if (!creates && !eventNoun && (QUESTION_START.matcher(t).find() || t.endsWith("?"))) {
			// A question that is not about the calendar ("what's the weather like
			// tomorrow?") is no request to schedule anything.
			return UNCLEAR;
		}
		if (creates || !when.isEmpty() || eventNoun) {
			return EVENT;
		}
		return UNCLEAR;
	}

	/**
	 * Whether a message is in another language: two words of Spanish, French or German
	 * that English has not.
	 */
	public static boolean isForeign(String text) {
		Matcher letters = FOREIGN_LETTERS.matcher(text);
		int lettered = 0;
		// plain ASCII has none of those letters
		boolean ascii = text.chars().allMatch((c) -> c < 128);
		while (!ascii && letters.find()) {
			// scripts written without spaces count whole when a word is long
			lettered += (letters.group().length() >= 2 && UNSPACED.matcher(letters.group()).find()) ? 2 : 1;
		}
		if (lettered >= 2) {
			// "přidej schůzku ve středu v 15:00": words spelled with letters English
			// never uses (a name or two of them, "Bürgeramt", "Zoë", is no language)
			return true;
		}
		Matcher words = FOREIGN_WORD.matcher(text);
		String first = null;
		while (words.find()) {
			if (first == null) {
				first = words.group();
			}
			else if (!first.equals(words.group())) {
				return true;
			}
		}
		return false;
	}

	private static boolean isEmail(String t) {
		if (Details.TASK.matcher(t).find()) {
			// "remind me to text sarah", "don't forget to email the landlord": a task of
			// one's own, never a message to send.
			return false;
		}
		if (EMAIL_CHORE.matcher(t).find() && !Details.EMAIL.matcher(t).find() && !SEND_MAIL.matcher(t).find()
				&& !COMPOSE.matcher(t).find()) {
			return false;
		}
		if (EMAIL_WORD.matcher(t).find() || COMPOSE.matcher(t).find() || WRITE_TO_ADDRESS.matcher(t).find()) {
			return true;
		}
		Matcher tell = TELL.matcher(t);
		while (tell.find()) {
			String who = tell.group("who");
			boolean self = Text.matches(SELF, who);
			if (self) {
				continue;
			}
			String verb = tell.group().strip().replaceFirst("^[,.;]\\s*", "");
			if (verb.startsWith("invite") || verb.startsWith("remind")) {
				// "invite sam@x.com to lunch" is an event with a guest; "remind Sam
				// to..."
				// is a message only with an address.
				if (verb.startsWith("remind") && Details.EMAIL.matcher(t).find()) {
					return true;
				}
				continue;
			}
			if (verb.startsWith("let") && !LET_KNOW.matcher(t).find()) {
				continue;
			}
			if (verb.startsWith("update") && !who.contains("@")) {
				continue;
			}
			if (verb.startsWith("message") || verb.startsWith("text") || verb.startsWith("contact")
					|| verb.startsWith("ping")) {
				return !who.matches("the|a|an");
			}
			return true;
		}
		return false;
	}

	/**
	 * Whether a message asks for a study plan by name ("make me a study schedule"), which
	 * no time or repeat said in it makes one event.
	 */
	public static boolean plansStudy(String text) {
		return STUDY_PLAN_SAID.matcher(text.toLowerCase(java.util.Locale.ROOT)).find();
	}

	private static @Nullable Intent question(String t, When when) {
		if (GOT_WHAT.matcher(t).find() && !when.hasStart()) {
			// "tmr got what": Singapore and Malaysian English asks with "what" last
			return AGENDA;
		}
		boolean asks = QUESTION_START.matcher(t).find() || t.endsWith("?") || OR_NOT.matcher(t).find();
		if (!asks) {
			return null;
		}
		if (ANYTHING_ON.matcher(t).find() && !when.hasStart()) {
			return AGENDA;
		}
		if (SHOW_TEXT.matcher(t).find() && !when.hasStart() && (when.date() != null || when.firstDay() != null)) {
			return AGENDA;
		}
		if (FREE_CHECK_TEXT.matcher(t).find() || ANYTHING.matcher(t).find() && when.hasStart()) {
			return FREE_CHECK;
		}
		if (FREE_SLOTS_TEXT.matcher(t).find()) {
			return FREE_SLOTS;
		}
		if (STUDY_VERB.matcher(t).find() && !WHEN_IS_TEXT.matcher(t).find()) {
			return STUDY;
		}
		if (CREATE_VERB.matcher(t).find()) {
			return null;
		}
		if (NEXT_TEXT.matcher(t).find()) {
			return NEXT_EVENT;
		}
		if (WHEN_IS_TEXT.matcher(t).find() && !(when.hasDay() && WHERE_ANY.matcher(t).find())) {
			return WHEN_IS;
		}
		if (DUE_TEXT.matcher(t).find() && !STUDY_VERB.matcher(t).find()) {
			return DUE;
		}
		if (CALENDAR_WORDS.matcher(t).find()) {
			return AGENDA;
		}
		return null;
	}

}
