package dev.kairos.booking;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.kairos.security.KairosUser;
import dev.kairos.security.UserProfile;
import dev.kairos.security.Users;
import dev.kairos.settings.Settings;
import dev.kairos.settings.SettingsService;
import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

/**
 * Free/busy between users of this server, and finding a time for several of them. A
 * person is read only when they list the caller's e-mail address in their
 * {@code free_busy_readers} (or is the caller); anyone else, a user or not, is
 * {@code not_shared}, so the answer never tells who has an account.
 */
@Service
class FreeBusy {

	/** Most busy intervals listed per person. */
	static final int MAX_BUSY = 2000;

	private final Users users;

	private final SettingsService settings;

	private final BusyTime busyTime;

	private final Clock clock;

	FreeBusy(Users users, SettingsService settings, BusyTime busyTime, Clock clock) {
		this.users = users;
		this.settings = settings;
		this.busyTime = busyTime;
		this.clock = clock;
	}

	/**
	 * A person the caller asked about.
	 *
	 * @param email the address asked for
	 * @param user the user, when they share with the caller; else null
	 * @param settings their settings, when they share
	 */
	record Person(String email, @Nullable KairosUser user, @Nullable Settings settings) {

		boolean shared() {
			return this.user != null;
		}

	}

	/**
	 * Who of {@code emails} the caller may read, in the order given (repeats dropped).
	 */
	List<Person> people(KairosUser caller, List<String> emails) {
		UserProfile me = this.users.profile(caller);
		String myEmail = (me != null && me.email() != null) ? me.email().toLowerCase(Locale.ROOT) : null;
		List<Person> people = new ArrayList<>();
		List<String> seen = new ArrayList<>();
		for (String email : emails) {
			String address = email.strip().toLowerCase(Locale.ROOT);
			if (seen.contains(address)) {
				continue;
			}
			seen.add(address);
			UserProfile profile = this.users.findByEmail(address);
			if (profile == null) {
				people.add(new Person(address, null, null));
				continue;
			}
			boolean self = profile.user().equals(caller);
			Settings theirs = self ? this.settings.get(caller) : this.settings.find(profile.user());
			if (theirs != null && (self || theirs.sharesFreeBusyWith(myEmail))) {
				people.add(new Person(address, profile.user(), theirs));
			}
			else {
				people.add(new Person(address, null, null));
			}
		}
		return people;
	}

	/**
	 * The person's busy time in {@code [from, to)}, merged, at most {@link #MAX_BUSY}.
	 */
	List<Interval> busy(Person person, Instant from, Instant to) {
		if (person.user() == null) {
			return List.of();
		}
		List<Interval> merged = Slots.merge(this.busyTime.read(person.user(), from, to, null));
		return (merged.size() > MAX_BUSY) ? List.copyOf(merged.subList(0, MAX_BUSY)) : merged;
	}

	/**
	 * Up to {@code max} starts free for the caller and every person, inside everyone's
	 * working hours, in {@code [from, to)} and not before now.
	 */
	Found find(KairosUser caller, List<String> emails, Duration duration, Instant from, Instant to, int max) {
		List<Person> people = new ArrayList<>();
		Settings mine = this.settings.get(caller);
		UserProfile me = this.users.profile(caller);
		String myEmail = (me != null && me.email() != null) ? me.email().toLowerCase(Locale.ROOT) : "you";
		people.add(new Person(myEmail, caller, mine));
		for (Person person : people(caller, emails)) {
			if (!person.email().equals(myEmail)) {
				people.add(person);
			}
		}
		List<Person> notShared = people.stream().filter((person) -> !person.shared()).toList();
		if (!notShared.isEmpty()) {
			return new Found(people, notShared, null);
		}
		Instant now = this.clock.instant();
		Instant first = from.isBefore(now) ? now : from;
		List<TimeFinder.Person> searched = new ArrayList<>();
		for (Person person : people) {
			ZoneId zone = person.settings().timezone();
			searched.add(new TimeFinder.Person(person.email(), zone,
					BookingSlots.workingHours(person.settings().workingHours()),
					(first.isBefore(to)) ? busy(person, first, to) : List.of()));
		}
		TimeFinder.Result result = first.isBefore(to) ? TimeFinder.find(searched, duration, first, to, max)
				: new TimeFinder.Result(List.of(), List.of(), List.of());
		return new Found(people, List.of(), result);
	}

	/**
	 * What find-a-time found.
	 *
	 * @param people the caller first, then each person asked for
	 * @param notShared who has not shared (then there is no search)
	 * @param result the search, or null when someone has not shared
	 */
	record Found(List<Person> people, List<Person> notShared, TimeFinder.@Nullable Result result) {

	}

}
