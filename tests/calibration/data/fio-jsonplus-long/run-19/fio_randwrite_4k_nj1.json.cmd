command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:08:34Z
finished_utc: 2026-12-06T03:08:44Z
elapsed_s: 9.6
load_before:  03:08:34 up 16:01,  0 user,  load average: 5.47, 5.76, 5.57
busiest_before: rustc(69.5%) rustc(69.0%) alarms_real(42.5%) kworker/1:2-mm_(1.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj1.json
