# Read an iTIP invitation with python3-icalendar and print what a mail reader needs as JSON;
# exit 1 on any parse error.
import json
import sys

from icalendar import Calendar

with open(sys.argv[1], "rb") as f:
    calendar = Calendar.from_ical(f.read())
problems = list(getattr(calendar, "errors", []))
events = []
for component in calendar.walk():
    problems.extend(getattr(component, "errors", []))
    if component.name != "VEVENT":
        continue
    organizer = component.get("ORGANIZER")
    attendee = component.get("ATTENDEE")
    events.append({
        "uid": str(component.get("UID")),
        "sequence": int(component.get("SEQUENCE", 0)),
        "status": str(component.get("STATUS")),
        "summary": str(component.get("SUMMARY")),
        "start": component.decoded("DTSTART").isoformat(),
        "end": component.decoded("DTEND").isoformat(),
        "organizer": str(organizer),
        "organizer_cn": str(organizer.params.get("CN")),
        "attendee": str(attendee),
        "attendee_cn": str(attendee.params.get("CN")),
        "attendee_partstat": str(attendee.params.get("PARTSTAT")),
        "attendee_role": str(attendee.params.get("ROLE")),
    })
if problems:
    print(json.dumps({"errors": [str(p) for p in problems]}))
    sys.exit(1)
print(json.dumps({"method": str(calendar.get("METHOD")), "events": events}))
