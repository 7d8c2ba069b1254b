package dev.kairos.assistant;

import java.time.Clock;
import java.util.List;

import dev.kairos.assistant.planning.AssistantReply;
import dev.kairos.assistant.planning.CalendarView;
import dev.kairos.assistant.planning.Conversation;
import dev.kairos.assistant.planning.Preferences;
import dev.kairos.assistant.planning.Turn;
import dev.kairos.conflicts.ConflictDetector;
import dev.kairos.events.EventQueries;
import dev.kairos.security.KairosUser;
import dev.kairos.settings.SettingsService;
import dev.kairos.sync.SyncedEvents;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Service;

/**
 * Answer a user's message: gather what the engines need (settings, busy time,
 * assignments, the mail provider, now) and ask the LLM engine when it is on, else, or
 * when it fails, the rules engine. Never fails for the message's sake: a bug in the rules
 * becomes a question back, logged as an error.
 */
@Service
class AssistantService {

	private static final Logger logger = LoggerFactory.getLogger(AssistantService.class);

	private final SettingsService settings;

	private final ConflictDetector conflicts;

	private final ObjectProvider<AssignmentSource> assignments;

	private final ObjectProvider<MailAccounts> mailAccounts;

	private final EventQueries events;

	private final SyncedEvents synced;

	private final LlmEngine llm;

	private final Clock clock;

	AssistantService(SettingsService settings, ConflictDetector conflicts, EventQueries events, SyncedEvents synced,
			ObjectProvider<AssignmentSource> assignments, ObjectProvider<MailAccounts> mailAccounts, LlmEngine llm,
			Clock clock) {
		this.settings = settings;
		this.conflicts = conflicts;
		this.events = events;
		this.synced = synced;
		this.assignments = assignments;
		this.mailAccounts = mailAccounts;
		this.llm = llm;
		this.clock = clock;
	}

	AssistantReply schedule(KairosUser user, String message, List<Turn> history) {
		Conversation conversation = conversation(user);
		if (this.llm.enabled()) {
			try {
				return this.llm.answer(message, history, conversation);
			}
			catch (LlmFailureException ex) {
				logger.warn("The LLM engine failed ({}); the rules engine answers", ex.getMessage());
			}
			catch (RuntimeException ex) {
				// A bug in reading the model's answer: still the rules answer.
				logger.error("The LLM engine failed unexpectedly; the rules engine answers", ex);
			}
		}
		return rules(message, history, conversation);
	}

	private AssistantReply rules(String message, List<Turn> history, Conversation conversation) {
		try {
			return RulesEngine.answer(message, history, conversation).reply();
		}
		catch (RuntimeException ex) {
			logger.error("The rules engine failed on a message", ex);
			return AssistantReply.confirmation("Sorry, I couldn't make sense of that. Could you say it another way, "
					+ "for example \"lunch with Sam tomorrow at 12:30\"?");
		}
	}

	private Conversation conversation(KairosUser user) {
		Preferences preferences = Preferences.of(this.settings.get(user));
		CalendarView calendar = new UserCalendar(user, this.conflicts, this.events, this.synced);
		AssignmentSource source = this.assignments.getIfAvailable();
		Conversation.Assignments due = (source != null && source.isAvailable(user))
				? (from, to) -> source.due(user, from, to) : null;
		MailAccounts mail = this.mailAccounts.getIfAvailable();
		String provider = (mail != null) ? mail.connectedProvider(user) : null;
		List<String> accounts = (mail != null) ? mail.names() : List.of();
		return new Conversation(this.clock.instant(), preferences, calendar, due, provider, accounts);
	}

}
