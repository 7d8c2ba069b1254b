package dev.kairos.assistant.language;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link Plainer}: each way of saying a change that it makes plain, and what it leaves as
 * it is (each form is tried only when a word it needs is there).
 */
class PlainerTests {

	@Test
	void eachFormMadePlain() {
		assertThat(Plainer.plainer("choir more early one hour")).isEqualTo("choir one hour earlier");
		assertThat(Plainer.plainer("choir got extended by 30 min")).isEqualTo("choir 30 min longer");
		assertThat(Plainer.plainer("choir was cut by 15 mins")).isEqualTo("choir 15 mins shorter");
		assertThat(Plainer.plainer("sam (team lead) bumped the choir")).isEqualTo("bump the choir");
		assertThat(Plainer.plainer("choir is an hour n a half")).isEqualTo("choir is an hour and a half");
		assertThat(Plainer.plainer("choir's gonna be at 5")).isEqualTo("choir will be at 5");
		assertThat(Plainer.plainer("choir needs 45 more minutes")).isEqualTo("choir needs more 45 minutes");
		assertThat(Plainer.plainer("choir needs 20 extra mins")).isEqualTo("choir needs extra 20 mins");
		assertThat(Plainer.plainer("choir runs til 6.15")).isEqualTo("choir runs til 6:15");
		assertThat(Plainer.plainer("choir is 1.30 to 2.30 now")).isEqualTo("choir is 1:30 to 2:30 now");
		assertThat(Plainer.plainer("choir shorter by 15 min")).isEqualTo("choir 15 min shorter");
		assertThat(Plainer.plainer("heads up, choir is at 5")).isEqualTo("choir is at 5");
		assertThat(Plainer.plainer("CHOIR STARTS 20 MIN LATE")).isEqualTo("CHOIR STARTS 20 MIN later");
	}

	@Test
	void whatItLeavesAsItIs() {
		for (String said : new String[] { "choir more or less", "choir by the river", "the choir (sam) at 5",
				"half term choir", "going to choir", "choir starts late", "choir is 1.5 hours",
				"choir 15 min earlier" }) {
			assertThat(Plainer.plainer(said)).as(said).isEqualTo(said);
		}
	}

}
