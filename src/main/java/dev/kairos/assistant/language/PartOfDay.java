package dev.kairos.assistant.language;

import java.time.LocalTime;

import dev.kairos.settings.WorkingHours;

/**
 * The parts of a day people name instead of a clock time, each with the hours it stands
 * for (docs/assistant.md lists them) and whether an hour said with it is before or after
 * noon ("at 5 in the morning", "at 8 tonight").
 */
public enum PartOfDay {

	MORNING(LocalTime.of(8, 0), LocalTime.of(12, 0), Meridiem.AM),

	LUNCH(LocalTime.of(12, 0), LocalTime.of(14, 0), Meridiem.NONE),

	AFTERNOON(LocalTime.of(12, 0), LocalTime.of(17, 0), Meridiem.PM),

	EVENING(LocalTime.of(17, 0), LocalTime.of(21, 0), Meridiem.PM),

	NIGHT(LocalTime.of(18, 0), LocalTime.of(23, 0), Meridiem.PM),

	/** The first two hours of the working day. */
	FIRST_THING(LocalTime.of(9, 0), LocalTime.of(11, 0), Meridiem.AM),

	/** The last two hours of the working day. */
	END_OF_DAY(LocalTime.of(15, 0), LocalTime.of(17, 0), Meridiem.PM),

	/** From the end of the working day until 21:00. */
	AFTER_WORK(LocalTime.of(17, 0), LocalTime.of(21, 0), Meridiem.PM);

	private final LocalTime start;

	private final LocalTime end;

	private final Meridiem meridiem;

	PartOfDay(LocalTime start, LocalTime end, Meridiem meridiem) {
		this.start = start;
		this.end = end;
		this.meridiem = meridiem;
	}

	/** Start of the hours this part stands for; some follow the working hours. */
	public LocalTime start(WorkingHours hours) {
		return switch (this) {
			case FIRST_THING -> hours.start();
			case END_OF_DAY -> later(hours.start(), hours.end().minusHours(2));
			case AFTER_WORK -> hours.end();
			default -> this.start;
		};
	}

	/** End (exclusive) of the hours this part stands for. */
	public LocalTime end(WorkingHours hours) {
		return switch (this) {
			case FIRST_THING -> earlier(hours.end(), hours.start().plusHours(2));
			case END_OF_DAY -> hours.end();
			case AFTER_WORK -> hours.end().isBefore(this.end) ? this.end : LocalTime.of(23, 59);
			default -> this.end;
		};
	}

	Meridiem meridiem() {
		return this.meridiem;
	}

	static LocalTime later(LocalTime a, LocalTime b) {
		return a.isAfter(b) ? a : b;
	}

	static LocalTime earlier(LocalTime a, LocalTime b) {
		return a.isBefore(b) ? a : b;
	}

	/** Before or after noon, as said with a clock time. */
	enum Meridiem {

		AM, PM, NONE

	}

}
