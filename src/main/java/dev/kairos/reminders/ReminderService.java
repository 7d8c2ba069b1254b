package dev.kairos.reminders;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import dev.kairos.events.EventsChanged;
import dev.kairos.mail.SystemMail;
import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import dev.kairos.settings.RemindersSettingsChanged;
import dev.kairos.settings.Settings;
import dev.kairos.settings.SettingsService;
import dev.kairos.shared.ReminderMethod;
import dev.kairos.shared.Source;
import dev.kairos.shared.SourceType;
import dev.kairos.sync.SyncedItemsChanged;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.DisposableBean;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Service;

/**
 * Fires reminders. A run takes the users of its partition whose {@code next_fire_at} has
 * come (an indexed read of {@code reminder_schedule} that returns their schedule rows),
 * reads their settings and e-mail addresses for the whole batch, and for each works out
 * the reminders of the occurrences that start in the next four weeks (and those that
 * started since the last run). The reminders whose time has come and whose event has not
 * started are claimed (their unique keys, together, in one transaction of their own that
 * also records the user's next look) and then sent; those whose event has started since
 * are recorded as skipped; the earliest time still ahead becomes the user's next
 * {@code next_fire_at}. Changes to events and to the reminder settings set it to "now" in
 * their own transaction.
 */
@Service
class ReminderService implements DisposableBean {

	private static final Log logger = LogFactory.getLog(ReminderService.class);

	/** A user is looked at at least this often, so that the four weeks ahead move on. */
	static final Duration RECHECK = Duration.ofHours(12);

	/**
	 * An event that started less than this long ago still gets its due reminders: one at
	 * its start (0 minutes before) falls due as it starts, and the run comes seconds
	 * later. Only reminders of events that started before that are skipped.
	 */
	static final Duration JUST_STARTED = Duration.ofMinutes(1);

	private final JdbcReminderRepository repository;

	private final ReminderPlanner planner;

	private final SettingsService settings;

	private final Users users;

	private final SystemMail mail;

	private final Notifications notifications;

	private final WebPushSender webPush;

	private final ReminderMessages messages;

	private final RemindersProperties properties;

	private final Clock clock;

	private final ExecutorService senders;

	ReminderService(JdbcReminderRepository repository, ReminderPlanner planner, SettingsService settings, Users users,
			SystemMail mail, Notifications notifications, WebPushSender webPush, ReminderMessages messages,
			RemindersProperties properties, Clock clock) {
		this.repository = repository;
		this.planner = planner;
		this.settings = settings;
		this.users = users;
		this.mail = mail;
		this.notifications = notifications;
		this.webPush = webPush;
		this.messages = messages;
		this.properties = properties;
		this.clock = clock;
		this.senders = Executors.newFixedThreadPool(Math.max(1, properties.threads()), (task) -> {
			Thread thread = new Thread(task, "reminders");
			thread.setDaemon(true);
			return thread;
		});
	}

	@Override
	public void destroy() {
		this.senders.shutdownNow();
	}

	/** Events changed: look at the user's reminders at the next run. */
	@EventListener
	void on(EventsChanged changed) {
		this.repository.markChanged(changed.userId(), now());
	}

	@EventListener
	void on(RemindersSettingsChanged changed) {
		this.repository.markChanged(changed.userId(), now());
	}

	/**
	 * A sync wrote Canvas assignments: look at the user's reminders at the next run (in
	 * the sync's transaction, so a new or moved due time is never missed).
	 */
	@EventListener
	void on(SyncedItemsChanged changed) {
		if (changed.source() == Source.CANVAS) {
			this.repository.markChanged(changed.userId(), now());
		}
	}

	/**
	 * Look at every user whose reminders are due, up to
	 * {@code kairos.reminders.max-users-per-run}.
	 * @return how many users were looked at
	 */
	int runDue() {
		return runDue(0, 1);
	}

	/**
	 * Look at the users of one partition (of {@code partitions}, by a hash of their id)
	 * whose reminders are due, up to {@code kairos.reminders.max-users-per-run}.
	 * @return how many users were looked at
	 */
	int runDue(int partition, int partitions) {
		int done = 0;
		while (done < this.properties.maxUsersPerRun()) {
			// Each batch reads the time anew: a user whose reminder fell due while a long
			// run worked is taken in this run, not after it and the poll interval.
			Instant now = now();
			List<JdbcReminderRepository.Due> due = this.repository.due(now, partition, partitions,
					Math.min(this.properties.batchSize(), this.properties.maxUsersPerRun() - done));
			if (due.isEmpty()) {
				break;
			}
			// The settings and e-mail addresses of the whole batch, in one read each.
			List<UUID> ids = due.stream().map(JdbcReminderRepository.Due::userId).toList();
			Map<UUID, Settings> settings = this.settings.findAll(ids);
			Map<UUID, String> emails = this.users.emails(ids);
			Settings defaults = this.settings.defaultsOf();
			List<Future<?>> runs = new ArrayList<>();
			for (JdbcReminderRepository.Due user : due) {
				Settings own = settings.getOrDefault(user.userId(), defaults);
				String email = emails.get(user.userId());
				runs.add(this.senders.submit(() -> process(user, own, email, now)));
			}
			for (Future<?> run : runs) {
				try {
					run.get();
				}
				catch (ExecutionException ex) {
					logger.warn("Reminders of a user failed", ex.getCause());
				}
				catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
					return done;
				}
			}
			done += due.size();
			if (due.size() < this.properties.batchSize()) {
				break;
			}
		}
		return done;
	}

	/**
	 * Fire what is due of one user's reminders at {@code now}, and set their next look:
	 * the user's occurrences, assignments and recorded keys are read, every due reminder
	 * is claimed (and the next look recorded) in one transaction, then each one won is
	 * sent and its outcome written.
	 * @param settings the user's settings
	 * @param email the address of the user's account, if any
	 */
	void process(JdbcReminderRepository.Due schedule, Settings settings, @Nullable String email, Instant now) {
		UUID userId = schedule.userId();
		KairosUser user = new KairosUser(userId);
		ZoneId zone = settings.timezone();
		Instant lookBack = latest(schedule.checkedAt(), now.minus(ReminderPlanner.LONGEST));
		Instant horizon = now.plus(ReminderPlanner.LONGEST).plus(RECHECK);
		List<Planned> planned = this.planner.plan(user, lookBack, horizon, settings.defaultReminders(),
				settings.assignmentReminders(), zone, this.properties.maxOccurrences());
		Set<JdbcReminderRepository.Key> recorded = this.repository.recordedKeys(userId, lookBack);
		Instant next = now.plus(RECHECK);
		List<JdbcReminderRepository.Claim> claims = new ArrayList<>();
		for (Planned reminder : planned) {
			if (reminder.fireAt().isAfter(now)) {
				next = earliest(next, reminder.fireAt());
				continue;
			}
			if (recorded.contains(reminder.key())) {
				continue;
			}
			if (!reminder.occurrenceStart().plus(JUST_STARTED).isAfter(now)) {
				if (reminder.fireAt().isAfter(schedule.checkedAt())) {
					claims.add(new JdbcReminderRepository.Claim(reminder, Status.SKIPPED,
							"Its time passed while reminders were not sent, and the event had started."));
				}
				continue;
			}
			claims.add(new JdbcReminderRepository.Claim(reminder, Status.SENDING, null));
		}
		// claimed_at and finished_at are the real times (a run may last a while), so
		// that they tell how late each reminder really went out.
		Map<JdbcReminderRepository.Key, UUID> won = this.repository.claim(userId, claims, schedule.version(), next, now,
				now());
		for (JdbcReminderRepository.Claim claim : claims) {
			UUID delivery = won.get(claim.planned().key());
			if (claim.status() == Status.SENDING && delivery != null) {
				deliver(user, claim.planned(), delivery, zone, email);
			}
		}
	}

	private void deliver(KairosUser user, Planned reminder, UUID delivery, ZoneId zone, @Nullable String address) {
		Status status;
		String detail;
		try {
			if (reminder.method() == ReminderMethod.EMAIL) {
				if (address == null) {
					status = Status.UNDELIVERABLE;
					detail = "Your account has no e-mail address.";
				}
				else {
					SystemMail.Outcome outcome = this.mail.send(user, address, this.messages.subject(reminder, zone),
							this.messages.body(reminder, zone));
					status = switch (outcome.status()) {
						case SENT -> Status.SENT;
						case UNDELIVERABLE -> Status.UNDELIVERABLE;
						case FAILED -> Status.FAILED;
					};
					detail = outcome.detail();
				}
			}
			else {
				int reached = publish(user, reminder, tag(delivery), zone);
				WebPushSender.Outcome pushed = push(user, reminder, tag(delivery), zone);
				status = (reached + pushed.accepted() > 0) ? Status.SENT : Status.UNDELIVERABLE;
				detail = notificationDetail(reached, pushed);
			}
		}
		catch (RuntimeException ex) {
			logger.warn("A reminder could not be sent", ex);
			status = Status.FAILED;
			detail = "Sending failed.";
		}
		this.repository.finishDelivery(user.id(), delivery, status, detail, now());
	}

	/**
	 * Show the notification in the user's open web apps; a failure there never keeps it
	 * from the subscribed browsers.
	 */
	private int publish(KairosUser user, Planned reminder, String tag, ZoneId zone) {
		try {
			return this.notifications.publish(user.id(), notification(reminder, tag, zone));
		}
		catch (RuntimeException ex) {
			logger.warn("A reminder could not be shown in the open web apps", ex);
			return 0;
		}
	}

	/**
	 * Send the notification to the user's subscribed browsers; a failure there leaves the
	 * open web apps' delivery standing.
	 */
	private WebPushSender.Outcome push(KairosUser user, Planned reminder, String tag, ZoneId zone) {
		try {
			return this.webPush.send(user.id(), pushPayload(reminder, tag, zone), reminder.occurrenceStart());
		}
		catch (RuntimeException ex) {
			logger.warn("A reminder could not be pushed", ex);
			return new WebPushSender.Outcome(1, 0);
		}
	}

	/**
	 * The tag of a reminder's notifications, the same in the stream and the push (its
	 * delivery's id): a browser shows one reminder once, whichever way it came first.
	 */
	static String tag(UUID delivery) {
		return "reminder:" + delivery;
	}

	static String notificationDetail(int reached, WebPushSender.Outcome pushed) {
		if (reached + pushed.accepted() == 0) {
			return (pushed.subscriptions() == 0) ? "No web app was open."
					: "No web app was open, and no push service took it.";
		}
		StringBuilder detail = new StringBuilder();
		if (reached > 0) {
			detail.append("Shown in ").append(reached).append(" open web app").append((reached == 1) ? "" : "s");
		}
		if (pushed.accepted() > 0) {
			detail.append((reached > 0) ? "; pushed" : "Pushed")
				.append(" to ")
				.append(pushed.accepted())
				.append(" browser")
				.append((pushed.accepted() == 1) ? "" : "s");
		}
		return detail.append('.').toString();
	}

	/**
	 * The Web Push message: small (a push service takes about 4 KB), with what the
	 * service worker shows and opens.
	 */
	private Map<String, Object> pushPayload(Planned reminder, String tag, ZoneId zone) {
		Map<String, Object> body = new HashMap<>();
		// An assignment is known to clients by its id in the unified list, and its
		// headline says it is due ("Due in 1 day: Essay 2"), as the stream and mail say.
		body.put("title",
				abbreviate(reminder.isAssignment() ? this.messages.headline(reminder) : reminder.title(), 200));
		body.put("body", this.messages.when(reminder, zone));
		body.put("url", this.messages.link(reminder.itemId()));
		body.put("event_id", reminder.itemId());
		body.put("fire_time", reminder.fireAt().toString());
		body.put("tag", tag);
		return body;
	}

	private static String abbreviate(String text, int max) {
		String line = text.replaceAll("[\\r\\n\\t]+", " ").strip();
		if (line.codePointCount(0, line.length()) <= max) {
			return line;
		}
		return line.substring(0, line.offsetByCodePoints(0, max - 1)) + "…";
	}

	private Map<String, Object> notification(Planned reminder, String tag, ZoneId zone) {
		Map<String, Object> body = new HashMap<>();
		body.put("tag", tag);
		body.put("url", this.messages.link(reminder.itemId()));
		body.put("event_id", reminder.itemId());
		body.put("source", reminder.source().wireValue());
		body.put("source_type", (reminder.isAssignment() ? SourceType.ASSIGNMENT : SourceType.EVENT).wireValue());
		body.put("title", reminder.title());
		body.put("headline", this.messages.headline(reminder));
		body.put("occurrence_start", reminder.occurrenceStart().toString());
		body.put("minutes_before", reminder.minutesBefore());
		body.put("when", this.messages.when(reminder, zone));
		body.put("link", this.messages.link(reminder));
		return body;
	}

	/**
	 * The reminders that fire in {@code [from, to)}: those recorded, with their status,
	 * and those still to come (or due now), earliest first.
	 */
	List<ReminderEntry> list(KairosUser user, Instant from, Instant to, int limit) {
		Instant now = now();
		Settings settings = this.settings.get(user);
		Map<JdbcReminderRepository.Key, ReminderEntry> entries = new HashMap<>();
		for (JdbcReminderRepository.Recorded recorded : this.repository.recorded(user.id(), from, to, limit)) {
			entries.put(recorded.planned().key(),
					ReminderEntry.of(recorded.planned(), recorded.status(), recorded.detail()));
		}
		if (to.isAfter(now)) {
			Instant start = latest(from, now);
			for (Planned planned : this.planner.plan(user, start, to.plus(ReminderPlanner.LONGEST),
					settings.defaultReminders(), settings.assignmentReminders(), settings.timezone(),
					this.properties.maxOccurrences())) {
				if (planned.fireAt().isBefore(from) || !planned.fireAt().isBefore(to)
						|| entries.containsKey(planned.key())) {
					continue;
				}
				Status status = planned.fireAt().isAfter(now) ? Status.SCHEDULED : Status.DUE;
				entries.put(planned.key(), ReminderEntry.of(planned, status, null));
			}
		}
		return entries.values()
			.stream()
			.sorted(Comparator.comparing(ReminderEntry::fireTime)
				.thenComparing(ReminderEntry::eventId)
				.thenComparing(ReminderEntry::minutesBefore))
			.limit(limit)
			.toList();
	}

	/** Forget fired reminders older than {@code kairos.reminders.retention}. */
	int purge() {
		return this.repository.purge(now().minus(this.properties.retention()));
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.MILLIS);
	}

	private static Instant latest(Instant a, Instant b) {
		return a.isAfter(b) ? a : b;
	}

	private static Instant earliest(Instant a, Instant b) {
		return a.isBefore(b) ? a : b;
	}

}
