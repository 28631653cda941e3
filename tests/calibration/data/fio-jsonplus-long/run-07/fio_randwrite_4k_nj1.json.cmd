command: fio --name=randwrite --rw=randwrite --bs=4k --ioengine=libaio --iodepth=16 --direct=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:35:34Z
finished_utc: 2026-12-06T02:35:44Z
elapsed_s: 9.7
load_before:  02:35:34 up 15:28,  0 user,  load average: 5.94, 5.55, 4.32
busiest_before: rustc(62.6%) pixreport-c1bba(49.2%) alarms_real(45.9%) addr2line(38.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_randwrite_4k_nj1.json
