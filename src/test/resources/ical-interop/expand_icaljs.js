// Expand a feed's series with ical.js (Thunderbird's parser) between two instants, with the feed's own
// VTIMEZONEs, and print every occurrence as JSON: summary, start and end (UTC, or a date for all-day ones).
const fs = require("fs");
const ICAL = require("ical.js");

const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(process.argv[2], "utf8")));
for (const zone of calendar.getAllSubcomponents("vtimezone")) {
	ICAL.TimezoneService.register(new ICAL.Timezone(zone));
}
const windowStart = ICAL.Time.fromDateTimeString(process.argv[3]);
const windowEnd = ICAL.Time.fromDateTimeString(process.argv[4]);

function text(time) {
	if (time.isDate) {
		return time.toString();
	}
	return time.toJSDate().toISOString().replace(".000Z", "Z");
}

const components = calendar.getAllSubcomponents("vevent");
const masters = components.filter((component) => !component.hasProperty("recurrence-id"));
const exceptions = components.filter((component) => component.hasProperty("recurrence-id"));
const occurrences = [];
for (const component of masters) {
	const event = new ICAL.Event(component);
	for (const exception of exceptions) {
		if (exception.getFirstPropertyValue("uid") === event.uid) {
			event.relateException(exception);
		}
	}
	if (!event.isRecurring()) {
		if (event.startDate.compare(windowEnd) < 0 && event.endDate.compare(windowStart) > 0) {
			occurrences.push({ summary: event.summary, start: text(event.startDate), end: text(event.endDate) });
		}
		continue;
	}
	const iterator = event.iterator();
	for (let next = iterator.next(), count = 0; next && count < 100000; next = iterator.next(), count++) {
		const details = event.getOccurrenceDetails(next);
		if (details.startDate.compare(windowEnd) >= 0 && next.compare(windowEnd) >= 0) {
			break;
		}
		if (details.startDate.compare(windowEnd) < 0 && details.endDate.compare(windowStart) > 0) {
			occurrences.push({ summary: details.item.summary, start: text(details.startDate), end: text(details.endDate) });
		}
	}
}
console.log(JSON.stringify(occurrences));
