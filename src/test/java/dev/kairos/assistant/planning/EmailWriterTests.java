package dev.kairos.assistant.planning;

import java.util.List;

import dev.kairos.assistant.language.Details;
import dev.kairos.assistant.language.Utterance;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * E-mail drafts from a message, read the way the rules engine reads it (the addresses
 * claimed first), signed by Alex as in {@link Fixtures#preferences()}.
 */
class EmailWriterTests {

	private static Answer ask(String message) {
		return ask(message, Fixtures.conversation());
	}

	private static Answer ask(String message, Conversation conversation) {
		Utterance utterance = Utterance.read(message);
		List<String> emails = Details.claimEmails(utterance);
		return EmailWriter.answer(utterance.original(), emails, conversation);
	}

	private static EmailDraft draft(String message) {
		return ask(message).reply().emailDraft();
	}

	/** The body's first line. */
	private static String greeting(String message) {
		return draft(message).body().lines().findFirst().orElseThrow();
	}

	@Test
	void greetsEachAddressByNameAndFourOrMoreAsAll() {
		assertThat(draft("email sam@example.com and maria.lopez@example.com about the report").body())
			.isEqualTo("Hi Sam and Maria Lopez,\n\nI'm writing to you about the report.\n\nBest regards,\nAlex");
		assertThat(greeting("email a@x.com, b@x.com, c@x.com about the report")).isEqualTo("Hi A, B and C,");
		assertThat(greeting("email a@x.com b@x.com c@x.com and maria.lopez@x.com about the report"))
			.isEqualTo("Hi all,");
		// A shared mailbox or a group's address has no name: nobody is greeted by name.
		assertThat(greeting("email hr@x.com and sam@x.com about the report")).isEqualTo("Hello,");
		assertThat(greeting("email team@x.com about the report")).isEqualTo("Hello,");
	}

	@Test
	void greetsTheNamesWrittenWhenThereIsNoAddress() {
		assertThat(greeting("tell sam and alex that I'll be late")).isEqualTo("Hi Sam and Alex,");
		assertThat(greeting("ask mary ann to review the doc")).isEqualTo("Hi Mary Ann,");
		assertThat(greeting("ask mary ann smith to review the doc")).isEqualTo("Hi Mary Ann Smith,");
		assertThat(greeting("email (sam) that class is off")).isEqualTo("Hi Sam,");
		assertThat(greeting("tell abcdefghijabcdefghijabcdefghijabcdefghij that I'm late"))
			.isEqualTo("Hi Abcdefghijabcdefghijabcdefghijabcdefghij,");
		// What can't be a name is not greeted as one: four words, 41 letters, digits,
		// a pronoun, a possessive.
		assertThat(greeting("ask john smith jones brown to review the doc")).isEqualTo("Hello,");
		assertThat(greeting("tell abcdefghijabcdefghijabcdefghijabcdefghijk that I'm late")).isEqualTo("Hello,");
		assertThat(greeting("tell r2d2 that I'm late")).isEqualTo("Hello,");
		assertThat(greeting("tell him that I'm late")).isEqualTo("Hello,");
		assertThat(greeting("tell my mom that I'll be late")).isEqualTo("Hello,");
		assertThat(greeting("draft an email")).isEqualTo("Hello,");
	}

	@Test
	void greetsATeamAsATeamAndOtherGroupsAsAll() {
		assertThat(greeting("tell the team that the meeting moved")).isEqualTo("Hi team,");
		assertThat(greeting("tell my classmates that class is cancelled")).isEqualTo("Hi all,");
		assertThat(greeting("tell everyone that I'm late")).isEqualTo("Hi all,");
		// The last word names the group: team leads are no team.
		assertThat(greeting("tell the team leads that class is cancelled")).isEqualTo("Hello,");
	}

	@Test
	void findsTheRecipientElsewhereWhenTheRequestNamesNone() {
		// "asking for" names nobody; "email sam" does.
		assertThat(draft("email sam asking for the slides").body())
			.isEqualTo("Hi Sam,\n\nI'm writing to ask for the slides.\n\nBest regards,\nAlex");
		assertThat(greeting("email him asking for the slides")).isEqualTo("Hello,");
		// The first word after "to" that can't be a name is passed over.
		assertThat(greeting("reply to that, then email sam about the picnic")).isEqualTo("Hi Sam,");
	}

	@Test
	void aTopicIsNoRecipient() {
		assertThat(draft("email sam about the report that is due friday").body())
			.isEqualTo("Hi Sam,\n\nI'm writing to you about the report that is due friday.\n\nBest regards,\nAlex");
		EmailDraft question = draft("ask sam about the deadline to submit the form");
		assertThat(question.subject()).isEqualTo("Question about deadline to submit the form");
		assertThat(question.body()).isEqualTo(
				"Hi Sam,\n\nI had a quick question about the deadline to submit the form.\n\nBest regards,\nAlex");
		assertThat(draft("email sam that the talk about AI moved").body())
			.isEqualTo("Hi Sam,\n\nI wanted to let you know that the talk about AI moved.\n\nBest regards,\nAlex");
	}

	@Test
	void subjectsKeepTheirFirstSixtyCharacters() {
		assertThat(draft("email sam@x.com about the first-year orientation schedule and the welcome dinner menus")
			.subject()).isEqualTo("First-year orientation schedule and the welcome dinner menus");
		assertThat(draft("email sam@x.com about the first-year orientation schedule and the welcome dinner drinks")
			.subject()).isEqualTo("First-year orientation schedule and the welcome dinner");
		assertThat(draft("email sam@x.com about the Q3 budget, please!").subject()).isEqualTo("Q3 budget");
		assertThat(draft("email sam@x.com about it").subject()).isEqualTo("Hello");
	}

	@Test
	void asksForAnAddressOrSaysWhereToSendTheDraftFrom() {
		Answer nobody = ask("tell Sam I'm running late");
		assertThat(nobody.reply().message()).isEqualTo(
				"Who should I send it to? Give me their e-mail address (I never guess one); the draft is ready below.");
		assertThat(nobody.reply().emailDraft().to()).isEmpty();
		assertThat(ask("email sam@x.com about the report").reply().message())
			.isEqualTo("Here's a draft to sam@x.com. Connect a mail account to send it from there.");
		Conversation accounts = new Conversation(Fixtures.conversation().now(), Fixtures.preferences(), Fixtures.week(),
				null, null, List.of("Google", "Microsoft", "Fastmail"));
		assertThat(ask("email sam@x.com about the report", accounts).reply().message()).isEqualTo(
				"Here's a draft to sam@x.com. Connect a mail account (Google, Microsoft or Fastmail) to send it from there.");
		Conversation google = new Conversation(Fixtures.conversation().now(), Fixtures.preferences(), Fixtures.week(),
				null, "google");
		Answer connected = ask("email sam@x.com and kim@x.com about the report", google);
		assertThat(connected.reply().message())
			.isEqualTo("Here's a draft to sam@x.com and kim@x.com. Change what you like, then send it.");
		assertThat(connected.reply().emailDraft().provider()).isEqualTo("google");
	}

}
