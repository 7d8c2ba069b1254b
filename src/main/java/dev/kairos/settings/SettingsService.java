package dev.kairos.settings;

import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import dev.kairos.security.KairosUser;
import dev.kairos.security.Users;
import dev.kairos.shared.FieldProblems;
import dev.kairos.shared.Secrets;
import dev.kairos.shared.Source;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.transaction.annotation.Transactional;

/**
 * Read and change a user's settings. The first read makes the row with defaults; the
 * user's lock makes concurrent first reads create exactly one.
 */
@Service
public class SettingsService {

	private final JdbcSettingsRepository repository;

	private final Users users;

	private final Clock clock;

	private final ApplicationEventPublisher publisher;

	SettingsService(JdbcSettingsRepository repository, Users users, Clock clock, ApplicationEventPublisher publisher) {
		this.publisher = publisher;
		this.repository = repository;
		this.clock = clock;
		this.users = users;
	}

	/** Return the user's settings, creating the defaults on first call. */
	@Transactional
	public Settings get(KairosUser user) {
		Settings settings = this.repository.find(user.id());
		if (settings != null) {
			return settings;
		}
		this.users.lock(user);
		settings = this.repository.find(user.id());
		if (settings == null) {
			settings = defaults();
			this.repository.insert(user.id(), settings, Secrets.sha256(settings.feedToken()));
		}
		return settings;
	}

	/**
	 * Return the user's settings, or null when they were never read (the user has only
	 * the defaults, and shares nothing).
	 */
	@Transactional(readOnly = true)
	public @Nullable Settings find(KairosUser user) {
		return this.repository.find(user.id());
	}

	/**
	 * The settings of several users in one read, without creating rows: a user who never
	 * read theirs is missing from the map (and has the defaults: {@link #defaultsOf}).
	 */
	@Transactional(readOnly = true)
	public Map<UUID, Settings> findAll(Collection<UUID> userIds) {
		return this.repository.findAll(userIds);
	}

	/**
	 * The settings a user has before their first read (with a feed token of its own,
	 * which is not stored).
	 */
	public Settings defaultsOf() {
		return defaults();
	}

	/**
	 * Return the user's time zone without creating a settings row: UTC until the user
	 * sets one.
	 */
	@Transactional(readOnly = true)
	public ZoneId timezone(KairosUser user) {
		ZoneId zone = this.repository.findTimezone(user.id());
		return (zone != null) ? zone : ZoneId.of("UTC");
	}

	/**
	 * Return the owner of a feed token, or null when no user has it (never a hint which
	 * part was wrong).
	 */
	@Transactional(readOnly = true)
	public @Nullable KairosUser feedOwner(String token) {
		if (token.length() > 100) {
			return null;
		}
		UUID owner = this.repository.findOwnerByFeedTokenHash(Secrets.sha256(token));
		return (owner != null) ? new KairosUser(owner) : null;
	}

	@Transactional
	Settings update(KairosUser user, SettingsPatch patch) {
		// Read and write under the user's lock: two concurrent PATCHes of different
		// fields both stick.
		this.users.lock(user);
		Settings current = get(user);
		Settings changed = patch.applyTo(current);
		validate(changed);
		Settings saved = new Settings(changed.timezone(), changed.timezoneChosen(), changed.weekStart(),
				changed.workingHours(), changed.defaultEventDurationMinutes(), changed.defaultEventColor(),
				changed.studySessionMinutes(), changed.studyBreakMinutes(), changed.maxStudyMinutesPerDay(),
				changed.dateOrder(), changed.feedToken(), changed.feedSources(), changed.emailSignature(),
				changed.defaultReminders(), changed.assignmentReminders(), changed.freeBusyReaders(),
				changed.createdAt(), now());
		this.repository.update(user.id(), saved);
		if (!saved.defaultReminders().equals(current.defaultReminders())
				|| !saved.assignmentReminders().equals(current.assignmentReminders())
				|| !saved.timezone().equals(current.timezone())) {
			this.publisher.publishEvent(new RemindersSettingsChanged(user.id()));
		}
		return saved;
	}

	/**
	 * Replace the feed token; the old one stops working when this transaction commits.
	 */
	@Transactional
	Settings rotateFeedToken(KairosUser user) {
		this.users.lock(user);
		get(user);
		String token = newFeedToken();
		this.repository.updateFeedToken(user.id(), token, Secrets.sha256(token), now());
		return this.repository.find(user.id());
	}

	private static void validate(Settings settings) {
		FieldProblems problems = new FieldProblems();
		if (!settings.workingHours().start().isBefore(settings.workingHours().end())) {
			problems.add("working_hours", "start must be before end");
		}
		if (settings.maxStudyMinutesPerDay() < settings.studySessionMinutes()) {
			problems.add("max_study_minutes_per_day",
					"must be at least study_session_minutes (" + settings.studySessionMinutes() + ")");
		}
		problems.throwIfAny();
	}

	private Settings defaults() {
		Instant now = now();
		return new Settings(ZoneId.of("UTC"), false, DayOfWeek.MONDAY,
				new WorkingHours(LocalTime.of(9, 0), LocalTime.of(17, 0),
						EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY)),
				60, "#4285f4", 50, 10, 240, DateOrder.MDY, newFeedToken(), List.of(Source.LOCAL), null,
				Settings.DEFAULT_REMINDERS, Settings.DEFAULT_ASSIGNMENT_REMINDERS, List.of(), now, now);
	}

	private static String newFeedToken() {
		return Secrets.random();
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.SECONDS);
	}

}
