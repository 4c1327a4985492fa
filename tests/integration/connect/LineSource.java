// A test source connector written for Kafscope's Connect tests (no connector ships with
// connect-runtime): each line of a file becomes a record on a topic; the source offset is the
// number of lines already sent, so a stopped connector's offsets can be read, altered and reset.
package dev.kafscope.testconnect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.config.ConfigDef;
import org.apache.kafka.connect.connector.Task;
import org.apache.kafka.connect.source.SourceConnector;

public class LineSource extends SourceConnector {
    static final ConfigDef CONFIG = new ConfigDef()
        .define("file", ConfigDef.Type.STRING, ConfigDef.NO_DEFAULT_VALUE, ConfigDef.Importance.HIGH,
                "The file whose lines are sent.", "Source", 1, ConfigDef.Width.LONG, "File")
        .define("topic", ConfigDef.Type.STRING, ConfigDef.NO_DEFAULT_VALUE, ConfigDef.Importance.HIGH,
                "The topic the lines go to.", "Source", 2, ConfigDef.Width.MEDIUM, "Topic")
        .define("batch.size", ConfigDef.Type.INT, 100, ConfigDef.Range.atLeast(1),
                ConfigDef.Importance.LOW, "Lines per poll at most.", "Tuning", 1,
                ConfigDef.Width.SHORT, "Batch size")
        .define("access.key", ConfigDef.Type.PASSWORD, null, ConfigDef.Importance.LOW,
                "A secret the connector never uses (for masking tests).", "Tuning", 2,
                ConfigDef.Width.MEDIUM, "Access key");

    private Map<String, String> props;

    @Override
    public void start(Map<String, String> props) {
        this.props = new HashMap<>(props);
    }

    @Override
    public Class<? extends Task> taskClass() {
        return LineSourceTask.class;
    }

    @Override
    public List<Map<String, String>> taskConfigs(int maxTasks) {
        List<Map<String, String>> configs = new ArrayList<>();
        configs.add(props);
        return configs;
    }

    @Override
    public boolean alterOffsets(Map<String, String> config,
                                Map<Map<String, ?>, Map<String, ?>> offsets) {
        return true; // the offsets live in Connect's offset topic only
    }

    @Override
    public void stop() {
    }

    @Override
    public ConfigDef config() {
        return CONFIG;
    }

    @Override
    public String version() {
        return "1.0-test";
    }
}
