package dev.kairos.assistant.planning;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.kairos.settings.WorkingHours;
import org.jspecify.annotations.Nullable;

/**
 * Split study work into sessions and spread them over the free working time before each
 * due date. Sessions are at most {@code study_session_minutes} long, a day holds at most
 * {@code max_study_minutes_per_day} of study, two sessions of a day are at least
 * {@code study_break_minutes} apart, and nothing is placed in the past or over a busy
 * event. What finds no room is counted, never dropped silently.
 */
public final class StudyPlanner {

	/**
	 * Sessions go into the last days before a due date: studying for an exam months away
	 * starts two weeks before it.
	 */
	static final int LEAD_DAYS = 14;

	private StudyPlanner() {
	}

	/**
	 * Plan the targets, earliest due first; sessions of earlier targets block later ones.
	 * @param targets what to study for
	 * @param notBefore the earliest start of a session
	 * @param preferences working hours and study settings
	 * @param busy what sessions may not overlap
	 * @return the sessions, earliest first, and the minutes that found no room
	 */
	static Result plan(List<Target> targets, Instant notBefore, Preferences preferences, List<Interval> busy) {
		return plan(targets, notBefore, preferences, busy, List.of());
	}

	/**
	 * Plan the targets around study already on the calendar: its minutes count towards
	 * the daily maximum and the break is kept around it too.
	 * @param studied the study sessions already planned (they are busy as well)
	 */
	static Result plan(List<Target> targets, Instant notBefore, Preferences preferences, List<Interval> busy,
			List<Interval> studied) {
		List<Interval> taken = new ArrayList<>(busy);
		Map<LocalDate, Integer> minutesPerDay = new HashMap<>();
		Duration pause = Duration.ofMinutes(preferences.studyBreakMinutes());
		for (Interval session : studied) {
			LocalDate day = session.start().atZone(preferences.zone()).toLocalDate();
			minutesPerDay.merge(day, (int) session.duration().toMinutes(), Integer::sum);
			taken.add(new Interval(session.start().minus(pause), session.end().plus(pause)));
		}
		List<Session> sessions = new ArrayList<>();
		int unplaced = 0;
		List<Target> ordered = new ArrayList<>(targets);
		ordered.sort(Comparator.comparing(Target::due));
		for (Target target : ordered) {
			List<Session> placed = new ArrayList<>();
			List<Integer> chunks = chunks(target.minutes(), preferences.studySessionMinutes());
			Instant lead = target.due().minus(Duration.ofDays(LEAD_DAYS));
			List<Interval> windows = windows(lead.isAfter(notBefore) ? lead : notBefore, target.due(), preferences);
			for (int i = 0; i < chunks.size(); i++) {
				int length = chunks.get(i);
				int assigned = windows.isEmpty() ? 0 : (int) ((long) i * windows.size() / chunks.size());
				Interval slot = place(windows, assigned, length, taken, minutesPerDay, notBefore, preferences);
				if (slot == null) {
					unplaced += length;
					continue;
				}
				placed.add(new Session(target, slot));
			}
			sessions.addAll(placed);
		}
		sessions.sort(Comparator.comparing((Session s) -> s.interval().start()));
		return new Result(sessions, unplaced);
	}

	/**
	 * Try the assigned day first, then the later days, then the earlier ones.
	 */
	private static @Nullable Interval place(List<Interval> windows, int assigned, int length, List<Interval> taken,
			Map<LocalDate, Integer> studied, Instant notBefore, Preferences preferences) {
		List<Integer> order = new ArrayList<>();
		for (int d = assigned; d < windows.size(); d++) {
			order.add(d);
		}
		for (int d = assigned - 1; d >= 0; d--) {
			order.add(d);
		}
		ZoneId zone = preferences.zone();
		Duration pause = Duration.ofMinutes(preferences.studyBreakMinutes());
		for (int d : order) {
			Interval window = windows.get(d);
			LocalDate day = window.start().atZone(zone).toLocalDate();
			int already = studied.getOrDefault(day, 0);
			if (already + length > preferences.maxStudyMinutesPerDay()) {
				continue;
			}
			Interval slot = SlotFinder.earliest(List.of(window), taken, Duration.ofMinutes(length), notBefore);
			if (slot != null) {
				studied.put(day, already + length);
				// The pause around a session keeps the next one of the day at a distance.
				taken.add(new Interval(slot.start().minus(pause), slot.end().plus(pause)));
				return slot;
			}
		}
		return null;
	}

	/**
	 * Split minutes into sessions of at most {@code longest} minutes, evenly sized
	 * (multiples of 5 minutes but the last).
	 */
	static List<Integer> chunks(int minutes, int longest) {
		List<Integer> chunks = new ArrayList<>();
		if (minutes <= 0) {
			return chunks;
		}
		int count = (minutes + longest - 1) / longest;
		int size = Math.min(longest, ((minutes + count - 1) / count + 4) / 5 * 5);
		int left = minutes;
		while (left > 0) {
			int chunk = Math.min(size, left);
			chunks.add(chunk);
			left -= chunk;
		}
		return chunks;
	}

	/** The working hours of each working day between two instants, earliest first. */
	static List<Interval> windows(Instant from, Instant to, Preferences preferences) {
		ZoneId zone = preferences.zone();
		WorkingHours hours = preferences.workingHours();
		List<Interval> windows = new ArrayList<>();
		LocalDate last = to.atZone(zone).toLocalDate();
		for (LocalDate day = from.atZone(zone).toLocalDate(); !day.isAfter(last); day = day.plusDays(1)) {
			if (!hours.days().contains(day.getDayOfWeek())) {
				continue;
			}
			Instant start = at(day, hours.start(), zone);
			Instant end = at(day, hours.end(), zone);
			if (start.isBefore(from)) {
				start = from;
			}
			if (end.isAfter(to)) {
				end = to;
			}
			if (start.isBefore(end)) {
				windows.add(new Interval(start, end));
			}
		}
		return windows;
	}

	private static Instant at(LocalDate day, LocalTime time, ZoneId zone) {
		return day.atTime(time).atZone(zone).toInstant();
	}

	/**
	 * What to study for.
	 *
	 * @param title its name
	 * @param due when it is due; sessions end by then
	 * @param minutes how much study it needs
	 * @param assignment the synced assignment or named target it stands for
	 */
	record Target(String title, Instant due, int minutes, StudyPlan.Assignment assignment) {
	}

	/**
	 * One placed session.
	 *
	 * @param target what it is for
	 * @param interval when
	 */
	record Session(Target target, Interval interval) {
	}

	/**
	 * A plan.
	 *
	 * @param sessions the sessions, earliest first
	 * @param unplacedMinutes the study time that found no room
	 */
	record Result(List<Session> sessions, int unplacedMinutes) {
	}

}
