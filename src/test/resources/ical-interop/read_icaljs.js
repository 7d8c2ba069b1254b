// Read a feed with ical.js (Thunderbird's parser) and print its events as JSON; throws on a parse error.
const fs = require("fs");
const ICAL = require("ical.js");

const calendar = new ICAL.Component(ICAL.parse(fs.readFileSync(process.argv[2], "utf8")));
const events = calendar.getAllSubcomponents("vevent").map((component) => {
	const event = new ICAL.Event(component);
	return {
		uid: event.uid,
		summary: event.summary,
		description: event.description,
		location: event.location,
		start: event.startDate.toString(),
		end: event.endDate.toString(),
		allDay: event.startDate.isDate,
		sequence: event.sequence,
	};
});
console.log(JSON.stringify({ name: calendar.getFirstPropertyValue("x-wr-calname"), events }));
