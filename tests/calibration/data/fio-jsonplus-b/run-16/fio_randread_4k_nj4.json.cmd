command: fio --name=randread --rw=randread --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=4 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T12:00:32Z
finished_utc: 2026-12-05T12:00:38Z
elapsed_s: 6.7
load_before:  12:00:32 up 53 min,  0 user,  load average: 5.80, 5.01, 4.49
busiest_before: rustc(63.1%) integration-a36(49.0%) cargo(0.8%) cargo(0.8%) 
caches_dropped: no
exit_code: 0
stdout: fio_randread_4k_nj4.json
